"""Asking the home router for a forward (UPnP), against a fake router on 127.0.0.1: it answers
the search, describes itself like a real one, and takes SOAP calls (issue 18)."""

from __future__ import annotations

import re
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from table.net.router import Mapping, close_port, open_port

SERVICE = "urn:schemas-upnp-org:service:WANIPConnection:1"
DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
 <device><deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
  <serviceList><service><serviceType>urn:schemas-upnp-org:service:Layer3Forwarding:1</serviceType>
   <controlURL>/l3f</controlURL></service></serviceList>
  <deviceList><device><deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
   <deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
    <serviceList><service><serviceType>{SERVICE}</serviceType>
     <controlURL>/ctl/IPConn</controlURL></service></serviceList>
   </device></deviceList></device></deviceList>
 </device>
</root>"""
FAULT = """<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>
<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>
<UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>718</errorCode>
<errorDescription>ConflictInMappingEntry</errorDescription></UPnPError></detail></s:Fault></s:Body></s:Envelope>"""


class FakeRouter:
    """A UDP responder for the search and an HTTP server for the description and the calls."""

    def __init__(self, description: str = DESCRIPTION, location_scheme: str = "http", refuse: bool = False):
        self.description, self.refuse = description, refuse
        self.calls: list[tuple[str, str, dict[str, str]]] = []  # (SOAPAction, action, arguments)
        router = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # quiet
                pass

            def do_GET(self):
                self._answer(200, router.description.encode())

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"])).decode()
                action = re.search(r"<u:(\w+) ", body).group(1)
                args = dict(re.findall(r"<(New\w+)>([^<]*)</New\w+>", body))
                router.calls.append((self.headers["SOAPAction"], action, args))
                if action == "AddPortMapping" and router.refuse:
                    self._answer(500, FAULT.encode())
                elif action == "GetExternalIPAddress":
                    self._answer(200, b"<r><NewExternalIPAddress>203.0.113.7</NewExternalIPAddress></r>")
                else:
                    self._answer(200, b"<ok/>")

            def _answer(self, status, data):
                self.send_response(status)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.udp.bind(("127.0.0.1", 0))
        self.udp.settimeout(0.1)
        self.location = f"{location_scheme}://127.0.0.1:{self.http.server_port}/desc.xml"
        self.searches: list[str] = []
        self._stop = False
        self._threads = [threading.Thread(target=self.http.serve_forever, daemon=True),
                         threading.Thread(target=self._answer_searches, daemon=True)]
        for t in self._threads:
            t.start()

    @property
    def ssdp(self) -> tuple[str, int]:
        return self.udp.getsockname()

    def _answer_searches(self):
        while not self._stop:
            try:
                data, sender = self.udp.recvfrom(4096)
            except OSError:
                continue
            self.searches.append(data.decode())
            self.udp.sendto(f"HTTP/1.1 200 OK\r\nST: urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n"
                            f"Location: {self.location}\r\n\r\n".encode(), sender)

    def close(self):
        self._stop = True
        self.http.shutdown()
        self.http.server_close()
        self.udp.close()


@pytest.fixture
def router(request):
    made = []

    def make(**kw):
        made.append(FakeRouter(**kw))
        return made[-1]

    yield make
    for r in made:
        r.close()


def test_the_router_forwards_the_port_says_its_address_and_takes_the_forward_back(router):
    fake = router()
    got = open_port(8765, timeout=1.0, ssdp_address=fake.ssdp, local_ip="192.168.1.20")
    assert isinstance(got, Mapping), got
    assert got.external_ip == "203.0.113.7" and got.port == 8765 and got.service == SERVICE
    assert got.control_url.endswith("/ctl/IPConn")  # the WAN service's, found deep in the tree
    assert "ssdp:discover" in fake.searches[0] and "InternetGatewayDevice" in fake.searches[0]
    soap, action, args = fake.calls[0]
    assert soap == f'"{SERVICE}#AddPortMapping"' and action == "AddPortMapping"
    assert args["NewExternalPort"] == args["NewInternalPort"] == "8765" and args["NewProtocol"] == "TCP"
    assert args["NewInternalClient"] == "192.168.1.20" and args["NewLeaseDuration"] == "43200"  # it lapses
    assert close_port(got, timeout=1.0) is True
    soap, action, args = fake.calls[-1]
    assert action == "DeletePortMapping" and args["NewExternalPort"] == "8765"


def test_a_refusing_router_is_asked_once_more_for_a_permanent_forward_then_its_reason_is_said(router):
    fake = router(refuse=True)
    got = open_port(8765, timeout=1.0, ssdp_address=fake.ssdp, local_ip="192.168.1.20")
    assert isinstance(got, str) and "refused" in got and "ConflictInMappingEntry" in got
    leases = [args["NewLeaseDuration"] for _soap, action, args in fake.calls if action == "AddPortMapping"]
    assert leases == ["43200", "0"]


def test_no_router_answering_is_said_plainly_and_soon():
    silent = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    silent.bind(("127.0.0.1", 0))
    try:
        started = time.monotonic()
        got = open_port(8765, timeout=0.3, ssdp_address=silent.getsockname())
        assert isinstance(got, str) and "no router answered" in got
        assert time.monotonic() - started < 3  # a guard against hanging, not a benchmark
    finally:
        silent.close()


ENTITIES = DESCRIPTION.replace('<?xml version="1.0"?>', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]>')


@pytest.mark.parametrize("description", ["this is not XML <<<", DESCRIPTION.replace("WANIPConnection", "Printer"),
                                         ENTITIES])
def test_a_broken_or_unsuited_description_gives_a_reason_not_an_exception(router, description):
    fake = router(description=description)
    got = open_port(8765, timeout=1.0, ssdp_address=fake.ssdp, local_ip="192.168.1.20")
    assert isinstance(got, str) and "could not be asked" in got
    assert fake.calls == []


def test_an_answer_pointing_anywhere_but_http_is_ignored(router):
    fake = router(location_scheme="file")
    got = open_port(8765, timeout=0.3, ssdp_address=fake.ssdp, local_ip="192.168.1.20")
    assert isinstance(got, str) and "no router answered" in got and fake.searches
