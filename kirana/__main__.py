from kirana.cli import app

app()
