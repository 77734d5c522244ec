"""What every game shares: the game protocol, records, bots and the simulate runner."""
