"""No example a model is shown carries a figure it could copy into a customer's bill, an order or a report.

A model copies figures from examples: the trial of session 48 saw a fake cashier take the "heard no total" note's
"Total ₹230" for the customer's offer and bill 72 customers above the posted price, and the say tool's description
still showed "That comes to ₹230". The rule checked here, over every text a model sees that the shop writes the same
for every run — each role's system message, every tool's description and argument schema, the gate's fix for every
kind of malformed call of every tool (a value of the wrong kind, a number written as text, an argument missing or
not the tool's, several at once, arguments that are not one JSON object), the staff blocks' examples and fixes, the
supplier blocks' fixes, the counter's notes, the turn briefs' openings, the guard's answers — and over every string
written in ``roles/`` and ``agents/`` (the scripted players' own words aside: no model reads them as an example):

1. no rupee figure: no ``₹`` before a digit, no digit beside a rupee word (rupees, रुपये, Rs, INR …) or before the
   words a total is said with ("230 ho gaye", "230 हुए");
2. no sample number in prose (``e.g. 40.5``, ``such as 1234.5``, ``such as 30``);
3. in an example's JSON, a number only for time or paging (``minutes``, ``days``, ``payables_due_within_days``,
   ``bills_from``, ``per_page``): an amount, a count of goods or a percentage is a placeholder — ``<rupees>``,
   ``<units>``, ``<percent>``, ``<number>`` or, at the counter, ``<total>``.

A bound the shop enforces in words ("0 or more", "1–720", "at most 4,000 characters") is no example and stays.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from agents.briefs import _WHAT
from agents.guard import TEXT_CALL_REASON
from agents.role_tools import model_description
from roles.arg_hints import BLOCK_EXAMPLES, block_fix, call_fix, object_fix
from roles.cashier import ASK_TOTAL, DECIDE_CREDIT, NO_BILL_HEARD, NO_BILL_HEARD_IN, NOT_TAKEN, NOT_TAKEN_IN
from roles.instructions import InstructionError, parse_instructions
from roles.prompts import SYSTEM_MESSAGES
from roles.registry import REGISTRY
from roles.supplier_mail import _BLOCK_FIX
from engine.shop import Shop
from scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[1]

_RUPEE = re.compile(r"₹\s*\d[\d,.]*|\d[\d,.]*\s*(?:रुपये|रुपए|रुपया|rupees?|rupaye|rupaiya|rs\.?|inr|ho gaye|ho gaya|"
                    r"hue|hua|lagenge|हुए|हुआ|लगेंगे)(?![a-z])|"
                    r"(?<![a-z])(?:rs\.?|inr)\s*\d[\d,.]*", re.I)
_SAMPLE = re.compile(r"(?:e\.g\.|such as|for example|for instance)\s*[\"'(]?\d[\d,.]*", re.I)
_NUMBER_FOR = re.compile(r'"([^"]+)"\s*:\s*-?\d[\d.]*')
#: The only arguments an example may show a figure for: time and paging.
TIME_AND_PAGING = {"minutes", "days", "payables_due_within_days", "bills_from", "per_page"}


def copyable_figures(text: str) -> list[str]:
    """Each piece of ``text`` that breaks the module docstring's rule (empty when it keeps it)."""
    found = [m.group(0) for m in _RUPEE.finditer(text)] + [m.group(0) for m in _SAMPLE.finditer(text)]
    found += [m.group(0) for m in _NUMBER_FOR.finditer(text) if m.group(1) not in TIME_AND_PAGING]
    return found


def test_the_rule_finds_the_figures_it_is_about():
    assert copyable_figures("(\"That comes to ₹230\", \"कुल 230 रुपये हुए\", \"230 ho gaye\")") == [
        "₹230", "230 रुपये", "230 ho gaye"]
    assert copyable_figures("send a plain number such as 1234.5; e.g. 40.5") == ["such as 1234.5", "e.g. 40.5"]
    assert copyable_figures('order {"items": [{"item": "rice-1kg", "quantity": 50}]}') == ['"quantity": 50']
    assert copyable_figures('shelf_plan {"items": {"rice": 40}}; Rs 500; 40 INR') == ['Rs 500', '40 INR',
                                                                                       '"rice": 40']
    assert copyable_figures('sleep {"minutes": 30}; report {"payables_due_within_days": 3}; ids R12, S7, B3') == []
    assert copyable_figures('order {"items": [{"item": "rice-1kg", "quantity": <units>}]}, ₹<total>') == []


def _wrong_calls(spec):
    """Malformed arguments of every kind for one tool: none, each argument wrong in several ways, a name the tool
    lacks, all of them wrong at once."""
    fields = spec.args_model.model_fields
    yield {}
    yield {"colour": "red"}
    yield {"colour": "red", "size": 2}
    for name in fields:
        for bad in ("forty", "12", "₹1,200", 3.5, -1, [1], {"a": 1}, True, None, "yes"):
            yield {name: bad}
    yield {name: "forty" for name in fields} | {"colour": "red"}
    yield {name: [1] for name in fields}


def _without_sent(text: str, args: dict) -> str:
    """``text`` with the values the call sent left out where it says them back (the model's own figures, no
    example): "(got '₹1,200')", "not 3.5", an example call's sound value kept as sent."""
    text = text.replace(f"(got {args!r})", "<sent>")
    for value in args.values():
        for said in (f"(got {value!r})", f"not {value}", f'": {json.dumps(value, ensure_ascii=False)}'):
            text = text.replace(said, "<sent>")
    return text


def _model_texts() -> list[tuple[str, str]]:
    """(where, text) for every text of the module docstring's list."""
    texts = [(f"system message: {role}", text) for role, text in SYSTEM_MESSAGES.items()]
    for role, tools in REGISTRY.items():
        for name, spec in tools.items():
            texts.append((f"{role}.{name}: description", model_description(spec.description)))
            schema = spec.args_model.model_json_schema()
            defaults = {p: info.pop("default") for p, info in schema.get("properties", {}).items()
                        if "default" in info}  # a default said as the example it is: {"days": 1}
            texts.append((f"{role}.{name}: schema", json.dumps(schema, ensure_ascii=False)))
            texts.append((f"{role}.{name}: defaults", json.dumps(defaults, ensure_ascii=False)))
            texts.append((f"{role}.{name}: not an object", object_fix(spec)))
            for args in _wrong_calls(spec):
                try:
                    spec.args_model.model_validate(args)
                except ValidationError as exc:
                    texts.append((f"{role}.{name} {args}",
                                  _without_sent(": ".join(call_fix(spec, exc.errors(), args)), args)))
    for kind, example in BLOCK_EXAMPLES.items():
        texts.append((f"block {kind}", example))
        texts.append((f"block {kind}: fix", block_fix(kind, {"type": "float_type"})))
    catalogue = Shop(load_scenario(days=1)).catalogue
    for block, role in (('```shelf_plan\n{"items": {}}\n```', "helper"), ("```credit\n{not json}\n```", "cashier"),
                        ('```credit\n{"limit_inr": 1e400}\n```', "cashier"),
                        ('```lowest_price\n{"items": {"rice": "lots"}}\n```', "cashier")):
        with pytest.raises(InstructionError) as exc:
            parse_instructions(block, role, catalogue)
        texts.append((f"instruction {block!r}", str(exc.value).split(", got ")[0]))
    texts += [(f"supplier block fix {k}", v) for k, v in _BLOCK_FIX.items()]
    texts += [("say: no bill heard", NO_BILL_HEARD), ("say: not taken", NOT_TAKEN), ("say: credit", DECIDE_CREDIT),
              ("guard: text call", TEXT_CALL_REASON)] + [(f"brief {k}", v) for k, v in _WHAT.items()]
    texts += [(f"say: {name} ({lang})", table[lang]) for name, table in (
        ("no bill heard", NO_BILL_HEARD_IN), ("not taken", NOT_TAKEN_IN), ("ask total", ASK_TOTAL)) for lang in table]
    return texts


def test_no_text_a_model_is_shown_carries_a_copyable_figure():
    texts = _model_texts()
    assert len(texts) > 650                                      # every tool's every kind of fix was read
    broken = {where: found for where, text in texts if (found := copyable_figures(text))}
    assert broken == {}


def _strings(path: Path):
    """(line, text) of every string written in a module, its docstrings aside (they document the code)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value


def test_no_string_written_in_roles_or_agents_carries_a_rupee_figure():
    """A figure a new text could carry is caught where it is written, before any test reads the text it makes."""
    found = [f"{path.relative_to(ROOT)}:{line}: {text[:80]!r}"
             for package in ("roles", "agents") for path in sorted((ROOT / package).rglob("*.py"))
             if "scripted" not in path.parts for line, text in _strings(path)
             if _RUPEE.search(text) or _SAMPLE.search(text)]
    assert found == []
