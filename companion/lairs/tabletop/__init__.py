"""Tabletop helpers for Lairs played with the physical box: the Builder's console (following the
opponent's announced moves) and the Explorer's map sheet, player mat and score chart."""
