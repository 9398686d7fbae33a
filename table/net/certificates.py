"""The host's own certificate, for "Host a game" over wss://: made the first time this computer
hosts, kept in the user's data folder (``host-certificate.pem``: the certificate, then its
private key) and reused afterwards, so the safety code a relative once typed stays right.

Made with the standard library alone. ``ssl`` cannot make a key or a certificate, and the
frozen app cannot call ``openssl``; ``cryptography`` could, but it is a heavy dependency (its
own OpenSSL, several MB) for one certificate per computer. What is made here is an RSA-2048
key (two random 1024-bit primes from ``secrets``, each passing 40 Miller-Rabin rounds: the
recipe of every library, with Python's ``pow`` doing the arithmetic; about half a second,
once) and a self-signed X.509 v3 certificate written in DER by hand (sha256WithRSAEncryption,
PKCS#1 v1.5). Everything at play time (handshakes, encryption) is OpenSSL's, through ``ssl``.

No name of the person or of the computer goes in: the certificate's subject is
"Present Company". Joining apps do not check names or dates: they pin the certificate's
fingerprint (the safety code, ``table/net/pinning.py``), so it never expires.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import math
import secrets
import ssl
import threading
from dataclasses import dataclass
from pathlib import Path

from .pinning import safety_code

FILE_NAME = "host-certificate.pem"
BITS = 2048
EXPONENT = 65537
ROUNDS = 40  # Miller-Rabin rounds for a prime: a composite slips through with odds under 2**-80
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % d for d in range(2, math.isqrt(p) + 1))]
_SIEVE = math.prod(_SMALL_PRIMES)  # one gcd throws out candidates with a small factor


# -- DER, the little of it a certificate needs ------------------------------------------------------
def _tlv(tag: int, body: bytes) -> bytes:
    n = len(body)
    length = bytes([n]) if n < 0x80 else bytes([0x80 | (n.bit_length() + 7) // 8]) + n.to_bytes(
        (n.bit_length() + 7) // 8, "big")
    return bytes([tag]) + length + body


def _seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def _int(n: int) -> bytes:
    return _tlv(0x02, n.to_bytes(n.bit_length() // 8 + 1, "big"))  # (a leading 0 keeps it positive)


def _oid(dotted: str) -> bytes:
    first, second, *rest = (int(p) for p in dotted.split("."))
    body = bytearray([40 * first + second])
    for arc in rest:
        chunk = [arc & 0x7F]
        while arc > 0x7F:
            arc >>= 7
            chunk.append(0x80 | (arc & 0x7F))
        body += bytes(reversed(chunk))
    return _tlv(0x06, bytes(body))


def _time(when: datetime.datetime) -> bytes:
    if when.year < 2050:  # RFC 5280: UTCTime through 2049, GeneralizedTime after
        return _tlv(0x17, when.strftime("%y%m%d%H%M%SZ").encode())
    return _tlv(0x18, when.strftime("%Y%m%d%H%M%SZ").encode())


_NULL = b"\x05\x00"
_RSA = _seq(_oid("1.2.840.113549.1.1.1"), _NULL)  # rsaEncryption
_SHA256_RSA = _seq(_oid("1.2.840.113549.1.1.11"), _NULL)  # sha256WithRSAEncryption
_SHA256_INFO = bytes.fromhex("3031300d060960864801650304020105000420")  # DigestInfo's head (RFC 8017)
_NAME = _seq(_tlv(0x31, _seq(_oid("2.5.4.3"), _tlv(0x0C, b"Present Company"))))  # CN=Present Company
_FOREVER = datetime.datetime(9999, 12, 31, 23, 59, 59)  # RFC 5280's "no well-defined expiration date"


# -- RSA --------------------------------------------------------------------------------------------
def _probably_prime(n: int, rounds: int) -> bool:
    d, s = n - 1, 0
    while not d & 1:
        d, s = d >> 1, s + 1
    for _ in range(rounds):
        x = pow(secrets.randbelow(n - 3) + 2, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int) -> int:
    while True:
        candidate = secrets.randbits(bits) | (3 << (bits - 2)) | 1  # top two bits set: p*q has 2*bits bits
        if math.gcd(candidate, _SIEVE) != 1 or (candidate - 1) % EXPONENT == 0:
            continue
        if _probably_prime(candidate, 1) and _probably_prime(candidate, ROUNDS):
            return candidate


@dataclass(frozen=True)
class _Key:
    n: int
    d: int
    p: int
    q: int

    @classmethod
    def make(cls, bits: int = BITS) -> _Key:
        while True:
            p, q = _prime(bits // 2), _prime(bits // 2)
            lam = math.lcm(p - 1, q - 1)
            if p != q and math.gcd(EXPONENT, lam) == 1:
                return cls(p * q, pow(EXPONENT, -1, lam), p, q)

    def sign(self, message: bytes) -> bytes:
        """RSASSA-PKCS1-v1_5 with SHA-256 (RFC 8017, 8.2.1)."""
        size = (self.n.bit_length() + 7) // 8
        info = _SHA256_INFO + hashlib.sha256(message).digest()
        padded = b"\x00\x01" + b"\xff" * (size - len(info) - 3) + b"\x00" + info
        return pow(int.from_bytes(padded, "big"), self.d, self.n).to_bytes(size, "big")

    def public_der(self) -> bytes:
        return _seq(_int(self.n), _int(EXPONENT))

    def private_pem(self) -> str:
        """PKCS#1 RSAPrivateKey, as OpenSSL reads it."""
        p, q, d = self.p, self.q, self.d
        der = _seq(_int(0), _int(self.n), _int(EXPONENT), _int(d), _int(p), _int(q), _int(d % (p - 1)),
                   _int(d % (q - 1)), _int(pow(q, -1, p)))
        lines = base64.encodebytes(der).decode().replace("\n", "")
        body = "\n".join(lines[i:i + 64] for i in range(0, len(lines), 64))
        return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----\n"


def make_certificate(now: datetime.datetime | None = None) -> str:
    """A new key and its self-signed certificate, as one PEM text (the certificate first)."""
    key = _Key.make()
    now = now or datetime.datetime.now(datetime.UTC).replace(tzinfo=None)
    start = (now - datetime.timedelta(days=1)).replace(microsecond=0)  # a joiner's clock may run behind
    tbs = _seq(_tlv(0xA0, _int(2)),  # v3
               _int(secrets.randbits(120) + 1),  # serial
               _SHA256_RSA, _NAME, _seq(_time(start), _time(_FOREVER)), _NAME,
               _seq(_RSA, _tlv(0x03, b"\x00" + key.public_der())))
    der = _seq(tbs, _SHA256_RSA, _tlv(0x03, b"\x00" + key.sign(tbs)))
    return ssl.DER_cert_to_PEM_cert(der) + key.private_pem()


# -- the host's certificate, kept -------------------------------------------------------------------
@dataclass(frozen=True)
class HostCertificate:
    """What the embedded server listens with (TLS 1.3: both ends are this app), and the safety
    code of its certificate (what the invitation carries; ``pinning.shown`` groups it)."""

    context: ssl.SSLContext
    code: str

    @classmethod
    def load(cls, path: Path) -> HostCertificate:
        """From a PEM file holding a certificate and its key; ValueError if it does not."""
        try:
            pem = path.read_text(encoding="ascii")
            head, tail = pem.index("-----BEGIN CERTIFICATE-----"), pem.index("-----END CERTIFICATE-----")
            der = ssl.PEM_cert_to_DER_cert(pem[head:tail] + "-----END CERTIFICATE-----\n")
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.minimum_version = ssl.TLSVersion.TLSv1_3
            context.load_cert_chain(path)  # (ssl reads keys from files only) fails on a key that does not fit
        except FileNotFoundError:
            raise
        except (OSError, ValueError) as exc:  # (ssl.SSLError is an OSError; a damaged file, a UnicodeError)
            raise ValueError(f"unusable certificate or key: {exc}") from exc
        return cls(context, safety_code(der))


_making = threading.Lock()  # two callers at once (``prepare`` and the host's start) make one certificate


def prepare() -> None:
    """Have the certificate ready before it is needed (making one takes a second or so): the
    Play online screen calls this when its person goes on to host."""
    threading.Thread(target=host_certificate, name="present-company-certificate", daemon=True).start()


def host_certificate(directory: Path | None = None) -> HostCertificate:
    """This computer's hosting certificate: the kept one, or a new one made and kept (a damaged
    file is set aside as ``.bad`` and replaced; where nothing can be written, the new one serves
    this time only)."""
    with _making:
        return _host_certificate(directory)


def _host_certificate(directory: Path | None) -> HostCertificate:
    import os
    import tempfile

    from table.config import atomic_write, user_dir
    from table.files import set_aside

    path = (directory or user_dir("data")) / FILE_NAME
    try:
        return HostCertificate.load(path)
    except FileNotFoundError:
        pass
    except ValueError:
        set_aside(path)
    pem = make_certificate()
    try:
        atomic_write(path, pem)  # (a new file of mkstemp's: readable by this user alone)
        return HostCertificate.load(path)
    except OSError:
        pass
    fd, spare = tempfile.mkstemp(suffix=".pem")
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(pem)
        return HostCertificate.load(Path(spare))
    finally:
        Path(spare).unlink(missing_ok=True)
