"""Asking the home router to let relatives in other houses reach a hosted game (UPnP IGD).

Most home routers answer UPnP: one multicast question finds the router ("SSDP"), its device
description names the control address of its WAN connection service, and two SOAP calls ask it
to forward a TCP port to this computer and to tell its public address. That is all the table
needs, so it is done here with the standard library: the frozen app stays small, and nothing
from the network is trusted (sizes capped, http only, every failure a plain reason).
"""

from __future__ import annotations

import http.client
import socket
import time
import urllib.parse
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from xml.sax.saxutils import escape

SSDP = ("239.255.255.250", 1900)
SERVICES = ("urn:schemas-upnp-org:service:WANIPConnection:2", "urn:schemas-upnp-org:service:WANIPConnection:1",
            "urn:schemas-upnp-org:service:WANPPPConnection:1")
MAX_BYTES = 256 * 1024
# A forward that lapses by itself (12 hours: a day of play) is asked for first, so a crashed app
# leaves no port open for good; a router that takes only permanent forwards gets one.
LEASE_TRIES = (12 * 3600, 0)


@dataclass(frozen=True)
class Mapping:
    external_ip: str | None  # the router's public address, if it said
    port: int
    control_url: str
    service: str


class _Refused(Exception):
    """The router answered with a UPnP error."""


def open_port(port: int, description: str = "Present Company", *, timeout: float = 2.0,
              ssdp_address: tuple[str, int] = SSDP, local_ip: str | None = None) -> Mapping | str:
    """Ask the router to forward TCP ``port`` here: the Mapping, or why not in plain words.
    Never raises for network trouble; it takes a few seconds at most."""
    try:
        location = _discover(ssdp_address, timeout)
        if location is None:
            return "no router answered (UPnP may be off)"
        control, service = _control_url(location, timeout)
        here = local_ip or _local_ip(location)
        why = ""
        for lease in LEASE_TRIES:
            try:
                _soap(control, service, "AddPortMapping", {
                    "NewRemoteHost": "", "NewExternalPort": port, "NewProtocol": "TCP", "NewInternalPort": port,
                    "NewInternalClient": here, "NewEnabled": 1, "NewPortMappingDescription": description,
                    "NewLeaseDuration": lease}, timeout)
                break
            except _Refused as exc:
                why = str(exc)
        else:
            return f"the router refused: {why}"
        try:
            public = _soap(control, service, "GetExternalIPAddress", {}, timeout).get("NewExternalIPAddress") or None
        except (_Refused, *_TROUBLE):
            public = None
        return Mapping(public, port, control, service)
    except _Refused as exc:
        return f"the router refused: {exc}"
    except _TROUBLE as exc:
        return f"the router could not be asked ({_short(exc)})"


def close_port(mapping: Mapping, *, timeout: float = 2.0) -> bool:
    """Take the forward back; False if the router could not be told."""
    try:
        _soap(mapping.control_url, mapping.service, "DeletePortMapping",
              {"NewRemoteHost": "", "NewExternalPort": mapping.port, "NewProtocol": "TCP"}, timeout)
        return True
    except (_Refused, *_TROUBLE):
        return False


_TROUBLE = (OSError, ValueError, ET.ParseError, http.client.HTTPException, UnicodeError)


def _short(exc: BaseException) -> str:
    return (str(exc) or type(exc).__name__)[:80]


def _discover(address: tuple[str, int], timeout: float) -> str | None:
    """The LOCATION of the first router that answers the search, or None."""
    search = (b"M-SEARCH * HTTP/1.1\r\nHOST: 239.255.255.250:1900\r\nMAN: \"ssdp:discover\"\r\nMX: 2\r\n"
              b"ST: urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n\r\n")
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 2)
        sock.sendto(search, address)
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                data, _sender = sock.recvfrom(8192)
            except TimeoutError:
                return None
            for line in data.decode("latin-1").split("\r\n"):
                name, _sep, value = line.partition(":")
                if name.strip().lower() == "location" and value.strip().lower().startswith("http://"):
                    return value.strip()
    return None


def _get(url: str, timeout: float, body: bytes | None = None, headers: dict | None = None) -> tuple[int, bytes]:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "http" or not parts.hostname:
        raise ValueError(f"not an http address: {url[:60]}")
    conn = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=timeout)
    try:
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        conn.request("POST" if body is not None else "GET", path, body=body, headers=headers or {})
        response = conn.getresponse()
        data = response.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise ValueError("the router's answer is too long")
        return response.status, data
    finally:
        conn.close()


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def _xml(data: bytes) -> ET.Element:
    """Parse a router's XML; a DTD or entity (no router needs one) is refused unread."""
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise ValueError("the router's answer declares a DTD")
    return ET.fromstring(data)


def _control_url(location: str, timeout: float) -> tuple[str, str]:
    """The control address and type of the router's WAN connection service."""
    status, data = _get(location, timeout)
    if status != 200:
        raise ValueError(f"the router's description gave HTTP {status}")
    root = _xml(data)
    base = next((e.text.strip() for e in root.iter() if _local(e.tag) == "URLBase" and e.text), location)
    found = {}
    for service in (e for e in root.iter() if _local(e.tag) == "service"):
        fields = {_local(c.tag): (c.text or "").strip() for c in service}
        if fields.get("serviceType") in SERVICES and fields.get("controlURL"):
            found.setdefault(fields["serviceType"], fields["controlURL"])
    for kind in SERVICES:
        if kind in found:
            return urllib.parse.urljoin(base, found[kind]), kind
    raise ValueError("the router offers no port forwarding service")


def _local_ip(location: str) -> str:
    """This computer's address on the way to the router."""
    host = urllib.parse.urlsplit(location).hostname or "192.0.2.1"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((host, 9))  # no packet is sent: this only picks the interface
        return probe.getsockname()[0]


def _soap(control: str, service: str, action: str, args: dict, timeout: float) -> dict[str, str]:
    """Call ``action`` on the router; its answer's fields. _Refused for a UPnP error."""
    inner = "".join(f"<{k}>{escape(str(v))}</{k}>" for k, v in args.items())
    body = ('<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
            's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>'
            f'<u:{action} xmlns:u="{service}">{inner}</u:{action}></s:Body></s:Envelope>').encode()
    status, data = _get(control, timeout, body, {"Content-Type": 'text/xml; charset="utf-8"',
                                                 "SOAPAction": f'"{service}#{action}"'})
    fields = {_local(e.tag): (e.text or "").strip() for e in _xml(data).iter()} if data else {}
    if status != 200:
        reason = fields.get("errorDescription") or fields.get("errorCode") or f"HTTP {status}"
        code = fields.get("errorCode")
        raise _Refused(f"{reason} ({code})" if code and code not in reason else reason)
    return fields
