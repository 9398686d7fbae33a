"""Joining a hosted game safely: the host's safety code, and a line that checks it.

A hosting app serves wss:// with its own self-signed certificate (``certificates.py``); no
authority vouches for it, so the invitation carries its fingerprint instead, the safety code:
``192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT-0WC9E``. The joining app connects with TLS, and before
it sends a single byte over the line (not even the WebSocket request, let alone a seat token
or a name) compares the certificate the server showed with the code; a mismatch ends the line
there (``WrongCode``), and the player is told so.

The code is the first 100 bits of the certificate's SHA-256, in Crockford's base32 (digits and
capitals without I, L, O or U: nothing to misread; typing O for 0 or I or L for 1 is read
right; case does not matter): 20 characters, four groups of five. Why 100 bits: someone in
between has to make a certificate whose SHA-256 starts with the same 100 bits as the host's (a
second preimage: the host makes its own key, so a collision of two certificates of the
attacker's own making does not help). That is about 2**100 hashes; all the Bitcoin miners of
the world (about 2**70 SHA-256 a second in 2025, on chips that can hash nothing else) would need
over 30 years for one host. 128 bits would cost six more characters for a margin no card game
needs; 80 bits would be within a large budget's reach (days).

An address without a code works as before: plain ws:// (a server on the home network), or
wss:// checked the usual way against the system's authorities (a club server's real
certificate).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import ssl

from websockets.asyncio.client import ClientConnection

from table.i18n import _

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32
LETTERS = 20  # 100 bits
GROUP = 5
_FROM_RFC4648 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", ALPHABET)  # value by value
_AS_TYPED = str.maketrans({"O": "0", "I": "1", "L": "1", "-": None, " ": None})
SELF_SIGNED = (18, 19)  # OpenSSL's X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT, ..._SELF_SIGNED_CERT_IN_CHAIN


def safety_code(der: bytes) -> str:
    """A certificate's safety code (DER in), ungrouped."""
    return base64.b32encode(hashlib.sha256(der).digest()).decode()[:LETTERS].translate(_FROM_RFC4648)


def shown(code: str) -> str:
    """The code as people see and type it: four groups of five."""
    return "-".join(code[i:i + GROUP] for i in range(0, len(code), GROUP))


def read_code(text: str) -> str:
    """A safety code as a person typed or pasted it; ValueError (in words) if it is not one."""
    code = text.upper().translate(_AS_TYPED)
    if len(code) != LETTERS or any(c not in ALPHABET for c in code):
        raise ValueError(_("The safety code after the address has 20 letters and digits: "
                           "check it on the host's screen."))
    return code


def split(url: str) -> tuple[str, str]:
    """``wss://host:port#CODE`` (how a URL carries the code through the app) into the URL to
    connect to and the code ("" for none)."""
    base, _sep, code = url.partition("#")
    return base, code


def client_context() -> ssl.SSLContext:
    """TLS for a pinned line: the certificate is checked against the code, not an authority's
    list (nor a name: the host is an address on someone's home network)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context


class WrongCode(ConnectionError):
    """The server's certificate is not the one the safety code names."""


class PinnedConnection(ClientConnection):
    """A WebSocket line that checks the server's certificate after TLS and before its opening
    request: on a mismatch nothing is sent (websockets drops the line on the raise)."""

    code = ""

    async def handshake(self, *args, **kwargs) -> None:
        tls = self.transport.get_extra_info("ssl_object")
        der = tls.getpeercert(binary_form=True) if tls is not None else None
        if not der or safety_code(der) != self.code:
            raise WrongCode("the server's certificate does not match the safety code")
        await super().handshake(*args, **kwargs)


def connect_options(url: str) -> tuple[str, dict]:
    """The URL to connect to and ``websockets.connect``'s TLS options for a URL from the app."""
    base, code = split(url)
    if not code:
        return base, {}
    pinned = type("Pinned", (PinnedConnection,), {"code": code})
    return base, {"ssl": client_context(), "create_connection": pinned}


def tls_code(exc: BaseException) -> str | None:
    """Why a TLS line failed, as a code of ``reasons.LINK_WORDS``; None if TLS was not the trouble."""
    if isinstance(exc, WrongCode):
        return "wrong-code"
    if isinstance(exc, ssl.SSLCertVerificationError):
        return "needs-code" if exc.verify_code in SELF_SIGNED else "bad-certificate"
    return None


async def probe(url: str, timeout: float) -> str | None:
    """A ws:// address whose server did not answer as one: does it speak TLS? "wss" if it does
    with a certificate the system trusts (then wss:// works), "needs-code" for a self-signed one
    (a hosted game: the invitation's code is missing), "bad-certificate"; None if not TLS."""
    from websockets.uri import parse_uri

    try:
        where = parse_uri(url)
        _reader, writer = await asyncio.wait_for(asyncio.open_connection(
            where.host, where.port, ssl=ssl.create_default_context(), server_hostname=where.host), timeout)
    except ssl.SSLCertVerificationError as exc:
        return tls_code(exc)
    except Exception:  # not TLS, gone, a name that is no name...: the first answer stands
        return None
    writer.close()
    try:
        await asyncio.wait_for(writer.wait_closed(), timeout)
    except (TimeoutError, OSError):
        pass
    return "wss"
