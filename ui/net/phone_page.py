"""The phone page: the table server answers plain HTTP on its own port with a web page where a
player at the table plays their seat from a phone's browser. Its address names the table
(``?code=``) and the app's language (``&lang=``), so a scanned QR code opens the right table
in the words the room speaks.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlencode, urlsplit

PHONE_CLIENT = "web"  # how a phone page's hello ``client`` text begins


def page_url(address: str, code: str = "", lang: str = "", secure: bool = False) -> str:
    """The page at ``address`` (``host:port``), for the table ``code``, in ``lang``."""
    query = urlencode({key: value for key, value in (("code", code), ("lang", lang)) if value})
    scheme = "https" if secure else "http"
    return f"{scheme}://{address}/" + (f"?{query}" if query else "")


def server_address(table_url: str) -> tuple[str, bool]:
    """A table server's ``host:port`` from its WebSocket URL, and whether it is reached
    through TLS (``wss://``: its page then is ``https://``)."""
    parts = urlsplit(table_url)
    return parts.netloc, parts.scheme == "wss"


def only_this_computer(address: str) -> bool:
    """Whether ``host:port`` is reachable from this computer only (a loopback address)."""
    host = address.rsplit(":", 1)[0].strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a name: a server elsewhere
        return False


def on_a_phone(device: str) -> bool:
    """Whether a connection's ``client`` text is a phone page's."""
    return device.startswith(PHONE_CLIENT)
