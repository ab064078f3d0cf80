"""``kirana read-message``: read a message the way the suppliers' desk reads an e-mail (or, with ``--counter``, the
way the counter hears the cashier), printing the reading as a table or JSON; no model is called. Moved out of
``kirana.cli`` to keep that module small."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

__all__ = ["read_message_cmd"]


def read_message_cmd(text: Optional[str] = typer.Argument(None, help="the message to read"),
                     file: Optional[Path] = typer.Option(None, "--file", help="read one message per line of FILE"),
                     as_json: bool = typer.Option(False, "--json", help="print JSON (one object per line)"),
                     counter: bool = typer.Option(False, "--counter", help="read it as the cashier's words at the "
                                                  "counter (the bill asked), as the say tool does")) -> None:
    """Read a message the way the suppliers' desk reads an e-mail, or with --counter the way the counter hears the
    cashier (no model is called)."""
    from kirana.cli import console, fail, wide
    from kirana.read_message import reading_json
    from lang.counter_words import read_at_counter
    from lang.reader import read_message as read_email
    from rich.table import Table
    read_message = read_at_counter if counter else read_email
    if text is None and file is None:
        fail("a message is needed: kirana read-message \"TEXT\", or --file FILE (one message per line)")
    if text is not None and file is not None:
        fail("give a message TEXT or --file FILE (one message per line), not both")
    if file is not None:
        try:
            lines = file.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            fail(f"--file: cannot read {file} as UTF-8 text: {exc}")
    else:
        lines = [text]
    for line in lines:
        data = reading_json(read_message(line))
        if as_json:
            print(json.dumps(data, ensure_ascii=False))
            continue
        table = Table(title=line if len(line) <= 100 else line[:97] + "...", show_header=True)
        for col in ("item", "sku", "quantity", "unit", "unit ₹", "total ₹", "selling units"):
            table.add_column(col)
        for it in data["items"]:
            table.add_row(*[str(v) if v is not None else "—" for v in (
                it["item"], it["sku"], it["quantity"], it["unit"], it["unit_price_inr"], it["total_price_inr"],
                it["selling_units"])])
        head = (f"readable: {data['readable']}  language: {data['language']}  intent: {data['intent']}"
                + (f"  reason: {data['reason']}" if data["reason"] else "")
                + "".join(f"  {k}: {data[k]}" for k in ("bill_id", "order_id", "total_inr") if data[k] is not None))
        console.print(head, soft_wrap=True)
        if data["items"]:
            wide.print(table)
