import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Settings, saves and logs of table tests go to a temporary folder."""
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path / "home"))
    yield
    from table.i18n import set_language

    set_language("en")  # a test that changed the language leaves English behind


@pytest.fixture
def app():
    from table.app import App
    from table.config import Settings

    application = App(Settings(speed="instant"), None, size=(1280, 800))
    yield application
    application.pg.quit()
