"""Data files shipped with Companion (read through ``companion.core.resources``)."""
