"""Tables over the network: a server that holds each game and the clients that sit at it.

Pure Python, no Qt: the server is one more client of the rules package, like the command line.
What crosses the wire is each seat's own view and legal actions (or the public view), never a
position, the random generator or a deck (see ``docs/network-protocol.md``).
"""
