"""``kirana read-message``: read a message the way the suppliers' desk reads an e-mail (or, with ``--counter``, the
way the counter hears the cashier), printing the reading as a table or JSON; no model is called. Moved out of
``kirana.cli`` to keep that module small."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Optional

import typer
from kirana.flags_once import OnceCommand

__all__ = ["read_message_cmd", "ReadMessageCommand", "CONTEXT_SETTINGS"]

#: A message may start with "-" ("-5 kg rice"): words the command does not know as options reach it as the message
#: (``ignore_unknown_options``) and extra words are caught by the command itself (``allow_extra_args``), so each
#: is told in its own words rather than click's "No such option: -5" (the new-user trial).
CONTEXT_SETTINGS = {"ignore_unknown_options": True, "allow_extra_args": True}
_OPTION_LIKE = re.compile(r"--?[A-Za-z][A-Za-z0-9-]*(=.*)?", re.S)  # "--jsn", "-x": a mistyped option, not a message
_OPTIONS = ("--file", "--json", "--counter", "--reason-in", "--help")


class ReadMessageCommand(OnceCommand):
    """Keeps which words came after ``--`` (``ctx.meta["after_dashes"]``): those are the message as written, even
    when they look like an option."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        ctx.meta["after_dashes"] = args[args.index("--") + 1:] if "--" in args else []
        return super().parse_args(ctx, args)


def _reason_text(data: dict, key: str, reason_in: str) -> str:
    """The table's reason: "  reason (LANG, KIND): the refusal as the desk's reply says it" in ``reason_in``'s
    language (the message's by default: a Hindi message's reason had been printed in English, the reply's words
    after it; a new user's walk, session 55); the English detail when the reading has no reply wording."""
    if not data["reason"]:
        return ""
    if not data["reason_said"]:
        return f"  reason: {data['reason']}"
    language = data["language"] if reason_in == "message" else reason_in
    return f"  reason ({language}, {key}): {data['reason_said']}"


def _unknown_option(word: str) -> str:
    """The error for a word that looks like an option the command does not have (``--jsn``)."""
    import difflib
    guess = difflib.get_close_matches(word.split("=", 1)[0], _OPTIONS, n=1, cutoff=0.6)
    return (f"no such option {word}" + (f" (did you mean {guess[0]}?)" if guess else "")
            + f"; if {word!r} is the message, put -- before it: kirana read-message -- {json.dumps(word)}")


def read_message_cmd(ctx: typer.Context,
                     text: Optional[str] = typer.Argument(None, help="the message to read (one starting with '-', "
                                                          "e.g. \"-5 kg rice\", is read as it is; put -- before "
                                                          "one that looks like an option)"),
                     file: Optional[Path] = typer.Option(None, "--file", help="read one message per line of FILE"),
                     as_json: bool = typer.Option(False, "--json", help="print JSON (one object per line)"),
                     counter: bool = typer.Option(False, "--counter", help="read it as the cashier's words at the "
                                                  "counter (the bill asked), as the say tool does"),
                     reason_in: str = typer.Option("message", "--reason-in", help="the language a refusal's reason "
                                                   "is said in: message (the default: the message's own, as the desk "
                                                   "answers a supplier in the supplier's language), en, hi or "
                                                   "hinglish")) -> None:
    """Read a message the way the suppliers' desk reads an e-mail, or with --counter the way the counter hears the
    cashier (no model is called).
    \f
    Exits 2 (``kirana.terminal.fail``) for no message or both a message and --file, an unknown option (named, with
    the nearest and the ``--`` form for a message that looks like one), words beyond one message, an
    unreadable --file, or a --reason-in other than message, en, hi or hinglish."""
    from kirana.terminal import console, fail, wide
    from kirana.read_message import REASON_LANGUAGES, reading_json
    from lang.counter_words import read_at_counter
    from lang.reader import read_message as read_email
    from rich.table import Table
    read_message = read_at_counter if counter else (lambda t: read_email(t, email=True))  # as the desk reads an
    # e-mail (roles.supplier_mail: email=True, judged by lang.second_opinion): "Sugar 50 kg, Rs. 2,100 total." orders
    # 50 kg at ₹42, where without email=True it read as a counter bill of ₹2,100 (a new user's trial)
    as_written = ctx.meta.get("after_dashes", [])
    words = ([text] if text is not None else []) + list(ctx.args)
    for word in words:
        if _OPTION_LIKE.fullmatch(word) and word not in as_written:
            fail(_unknown_option(word))
    if ctx.args:
        fail(f"one message at a time, in quotes: kirana read-message {json.dumps(' '.join(words), ensure_ascii=False)}"
             f" (or --file FILE, one message a line)")
    if reason_in not in REASON_LANGUAGES:
        fail(f"--reason-in: {reason_in!r}; use one of {', '.join(REASON_LANGUAGES)}")
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
        reading = read_message(line)
        data = reading_json(reading, reason_in)
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
                + _reason_text(data, getattr(reading, "reason_key", ""), reason_in)
                + "".join(f"  {k}: {data[k]}" for k in ("bill_id", "order_id", "total_inr") if data[k] is not None))
        console.print(head, soft_wrap=True)
        if data["items"]:
            wide.print(table)
        if data["intents"]:  # what the desk acts on, every intent (the items table names goods, not what is asked of
            # them: "Don't send sugar" showed no reject but in --json; the re-trial of the thirty-second session)
            acts = Table(title="what the supplier's desk acts on", show_header=True)
            for col in ("intent", "sku", "selling units", "unit ₹", "total ₹", "change ₹", "order", "bill"):
                acts.add_column(col)
            for i in data["intents"]:
                acts.add_row(*[str(v) if v is not None else "—" for v in (
                    i["kind"], i["sku"], i["quantity"], i["unit_price_inr"], i["total_inr"], i["price_change_inr"],
                    i["order_id"], i["bill_id"])])
            wide.print(acts)
