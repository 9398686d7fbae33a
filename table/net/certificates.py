"""The host's own certificate, for "Host a game" over wss://: made the first time this computer
hosts, kept in the user's data folder (``host-certificate.pem``: the certificate, then its
private key) and reused afterwards, so the safety code a relative once typed stays right.

Made with ``cryptography`` (the Python Cryptographic Authority's library): an ECDSA key on
P-256 and a self-signed X.509 v3 certificate signed with SHA-256. Key generation is where
home-made code goes wrong quietly, so it is left to a library that is reviewed and fuzzed for
it; everything at play time (handshakes, encryption) is OpenSSL's, through ``ssl``.

No name of the person or of the computer goes in: the certificate's subject is
"Present Company". Joining apps do not check names or dates: they pin the certificate's
fingerprint (the safety code, ``table/net/pinning.py``), so it never expires.
"""

from __future__ import annotations

import datetime
import os
import ssl
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from table.config import atomic_write, user_dir
from table.files import set_aside

from .pinning import safety_code

FILE_NAME = "host-certificate.pem"
_FOREVER = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.UTC)  # RFC 5280: no expiry date


def make_certificate(now: datetime.datetime | None = None) -> str:
    """A new key and its self-signed certificate, as one PEM text (the certificate first)."""
    # late: only a hosting app needs it, and it costs the app's start about 40 ms
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    now = now or datetime.datetime.now(datetime.UTC)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Present Company")])
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                   .serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(days=1))  # a joiner's clock may run behind
                   .not_valid_after(_FOREVER)
                   .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
                   .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return certificate.public_bytes(serialization.Encoding.PEM).decode("ascii") + key_pem.decode("ascii")


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
