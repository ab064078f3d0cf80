"""Does a free paraphrase of one decision line mean what the template said? The fidelity guard's second test.

``meaning_problem(written, reference, kind, language, catalogue)`` compares a model's wording of ONE
decision (``written``) with the template's wording of the same decision (``reference``, which reads back
exactly to the kernel's decision) and returns ``""`` when the paraphrase carries the same meaning, else one
short reason. It reads both with the general reader's public API only (``lang.reader.read_message``,
``lang.items.matcher_for``, ``lang.numbers.find_numbers``, ``lang.language.detect_language``):

- **language and script**: ``detect_language(written)`` is the speaker's language; English and Hinglish
  carry no Devanagari letter;
- **figures**: the numbers in ``written`` (digits, Devanagari digits or number words: prices, amounts,
  quantities, days, dates; not a lone number word that is also an everyday word, such as "do") are
  exactly those of ``reference``, as a multiset — nothing changed, dropped or
  added (an invented "₹2 off" or "5%" is an extra figure);
- **ids**: the order, bill and delivery ids (B12, O3, D4) are exactly those of ``reference``;
- **items**: the catalogue items the reader finds are exactly those of ``reference`` — with, on the
  reference's side, the items its exact read-back (``lang.replies.read_reply``) names, so an item the general
  reader misses in the template's words (Hinglish "aaj aata ... lena hai", where "aata" is also "comes") must
  still be in the paraphrase, not dropped for "maal";
- **intent**: every intent the reader takes from ``written`` (ask_quote, offer, accept, reject, order,
  cancel, pay, dispute, bill, ...) is one the reader takes from some template phrasing of the same decision
  kind, in any language (``allowed_intents``), or that the reference itself reads as: a counter-offer worded as an agreement, or a walk-away worded
  as an order, is refused;
- **no invented terms**: no discount, free-goods or credit word (``EXTRA_TERMS``) the reference lacks;
- **the kind's own words**, when the reference states no figure (a customer's "here is the money", a
  walk-out, a cancellation by id, "could not read your message"): figures and items prove nothing there, so
  the paraphrase must hold a word the phrasings of this kind use (function words left out), and, when
  the reference holds one, a word no other kind's phrasings use (``signature_words``: cash/money for
  paying, withdrawn/requested for a cancellation). A part of an order cut (``item_cancelled``) states its
  quantities and item, so it is checked by them: "10 kg of rice cut, 30 kg left" is not "order withdrawn".

Never raises for any text. Cost: two ``read_message`` calls per unit (about a millisecond each).
"""
from __future__ import annotations

import re
from collections import Counter

from lang.items import matcher_for
from lang.language import detect_language
from lang.numbers import find_numbers
from lang.reader import read_message
from market.catalogue import Catalogue

__all__ = ["meaning_problem", "allowed_intents", "EXTRA_TERMS"]

_ID = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{1,3}\d+(?![A-Za-z0-9])")
_DEVA = re.compile(r"[\u0900-\u097f]")
_TOKEN = re.compile(r"[\w\u0900-\u097f]+")
#: Words that add a commercial term the kernel did not decide (a discount, free goods, credit), any script.
EXTRA_TERMS = ("discount", "off", "free", "credit", "chhoot", "chhut", "chhoot", "muft", "free mein", "udhaar",
               "छूट", "रियायत", "मुफ़्त", "मुफ्त", "उधार", "डिस्काउंट", "कम कर देंगे", "kam kar denge")


def _figures(text: str) -> Counter:
    no_ids = _ID.sub(" ", text)
    return Counter(format(s.value.normalize(), "f") for s in find_numbers(no_ids) if not s.ambiguous)


def _ids(text: str) -> Counter:
    return Counter(m.upper() for m in _ID.findall(text))


def _items(text: str, catalogue: Catalogue) -> set[str]:
    found = {m.sku for m in matcher_for(catalogue).find(text) if getattr(m, "sku", None)}
    try:
        found |= {i.sku for i in read_message(text, catalogue).items}
    except Exception:  # noqa: BLE001 - the guard never raises; items from the matcher stand
        pass
    return found


def _decided_items(reference: str, catalogue: Catalogue) -> set[str]:
    """The items of the template's wording as its exact read-back names them (none if a line is unknown)."""
    from lang.replies import read_reply
    try:
        lines = read_reply(reference, catalogue)
    except Exception:  # noqa: BLE001 - the guard never raises
        return set()
    if any(d.get("kind") == "unknown" for d in lines):
        return set()
    return {d["sku"] for d in lines if d.get("sku")} | {x["sku"] for d in lines for x in d.get("lines") or []
                                                         if x.get("sku")}


def _intents(text: str, catalogue: Catalogue) -> set[str]:
    try:
        reading = read_message(text, catalogue)
    except Exception:  # noqa: BLE001
        return {"?"}
    return {i.kind for i in reading.intents}


def _terms(text: str) -> set[str]:
    folded = " " + " ".join(_TOKEN.findall(text.casefold())) + " "
    return {t for t in EXTRA_TERMS if f" {t} " in folded} | ({"%"} if "%" in text else set())


#: ``allowed_intents`` per (kind, customer, catalogue): a memo ("cache" in its name: no word table for the lexicon).
_ALLOWED_CACHE: dict[tuple[str, bool, int], frozenset[str]] = {}


def allowed_intents(kind: str, customer: bool, catalogue: Catalogue) -> frozenset[str]:
    """The intents the reader takes from any template phrasing of ``kind`` (two sample decisions, every
    language): the intents a paraphrase of that kind may read as. Cached per kind and catalogue."""
    key = (kind, customer, id(catalogue))
    if key not in _ALLOWED_CACHE:
        from lang.render import LANGUAGES, TemplateRenderer, phrases, slots_of
        renderer, out = TemplateRenderer(catalogue), set()
        for d in _samples(kind, customer, catalogue):
            for language in LANGUAGES:
                n = max(len(phrases(language)["slots"][s]) for s in slots_of(kind, customer))
                for i in range(n):
                    if customer:
                        text = renderer.speech(d, language, None, i)
                    else:
                        text = "\n".join(renderer.email_parts([d], language, i)[1][0])
                    out |= _intents(text, catalogue)
        _ALLOWED_CACHE[key] = frozenset(out)
    return _ALLOWED_CACHE[key]


def _samples(kind: str, customer: bool, catalogue: Catalogue) -> list[dict]:
    skus = catalogue.skus()
    lines = [{"sku": skus[3], "qty": 12, "unit_price_paise": 4150}, {"sku": skus[7], "qty": 2, "unit_price_paise": 9900}]
    if customer:
        base = {"request": {"lines": [{k: v for k, v in ln.items() if k != "unit_price_paise"} for ln in lines]},
                "agree": {"asks_credit": True}, "counter": {"offer_paise": 4500, "reason": "too expensive"},
                "walk_out": {"reason": "too expensive"}}.get(kind, {})
        return [{"answer": kind, **base}, {"answer": kind, **base, "asks_credit": False, "reason": "above MRP"}]
    one = {"kind": kind, "sku": skus[3], "price_paise": 4150, "order_id": "O7", "bill_id": "B3", "delivery_id": "D2",
           "amount_paise": 49800, "refund_paise": 8900, "day": 6, "due_day": 13, "days_overdue": 2, "lines": lines,
           "qty": 12, "qty_left": 18,  # a part cut (item_cancelled); the second sample drops the whole line
           "reason": {"code": "order_not_open", "status": "dispatched"} if "cancel" in kind else
           {"code": "could_not_read", "reader_key": "no_item"} if kind == "unreadable" else
           {"code": "bill_not_open", "status": "paid"} if kind in ("pay_refused", "bill_not_due") else
           {"code": "delivery_done", "status": "taken"} if kind == "delivery_not_due" else
           {"code": "thread_closed", "status": "agreed"}}  # reasons as codes (lang.decision_reasons)
    if kind in ("accept", "counter"):  # a plain accept or counter: one naming a quantity (accept_/counter_unordered,
        one["qty"] = None  # session 55) says how to order, and an order read in a paraphrase of it is allowed by its
        # own reference, not for every accept or counter
    # the second without ids, but a part cut always names its order (an id-less one reads as a new order)
    return [one, {**one, "sku": skus[11], "lines": lines[:1], "price_paise": 12000, "bill_id": None,
                  "order_id": "O7" if kind == "item_cancelled" else None, "qty_left": 0}]


#: ``signature_words`` per (kind, customer, language): a memo ("cache": no word table for ``lang.guards.lexicon``).
_SIGNATURES_CACHE: dict[tuple[str, bool, str], tuple[frozenset[str], frozenset[str]]] = {}
_PLACEHOLDER = re.compile(r"\{\w+\}")
_WORDS = re.compile(r"[\w\u0900-\u0963\u0966-\u097f]+")  # the danda (।, ॥) ends a word


def _words(text: str) -> set[str]:
    return {w for w in _WORDS.findall(_PLACEHOLDER.sub(" ", text).casefold()) if len(w) >= 3 and not w.isdigit()}


def signature_words(kind: str, customer: bool, language: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the kind's words, its signature words) in ``language``: the words its phrasings use, less those found
    in a fifth or more of all slots (function words); and of those, the ones no other kind's phrasings use."""
    key = (kind, customer, language)
    if key not in _SIGNATURES_CACHE:
        from lang.render import phrases, slots_of
        slots = phrases(language)["slots"]
        own = set(slots_of(kind, customer)) - {"item_qty", "item_price"}
        vocab = {s: set().union(*(_words(t) for t in ts)) for s, ts in slots.items()}
        common = {w for w in set().union(*vocab.values()) if sum(w in v for v in vocab.values()) * 5 >= len(vocab)}
        mine = set().union(*(vocab[s] for s in own)) - common
        others = set().union(*(v for s, v in vocab.items() if s not in own))
        _SIGNATURES_CACHE[key] = (frozenset(mine), frozenset(mine - others))
    return _SIGNATURES_CACHE[key]


def meaning_problem(written: str, reference: str, kind: str, language: str, catalogue: Catalogue,
                    customer: bool = False) -> str:
    """``""`` if ``written`` says what ``reference`` (the template's wording of one ``kind`` decision) says,
    in ``language``; else a short reason (at most about 200 characters)."""
    try:
        return _problem(written, reference, kind, language, catalogue, customer)
    except Exception as exc:  # noqa: BLE001 - the guard refuses what it cannot check
        return f"the meaning check failed: {type(exc).__name__}"


def _problem(written: str, reference: str, kind: str, language: str, catalogue: Catalogue, customer: bool) -> str:
    if not written.strip():
        return "the model wrote nothing"
    found = detect_language(written)
    if found != language:
        return f"language {found}, the speaker writes {language}"
    if language != "hi" and _DEVA.search(written):
        return f"Devanagari letters in {language}"
    got, want = _figures(written), _figures(reference)
    if got != want:
        extra, missing = sorted((got - want).elements()), sorted((want - got).elements())
        return f"figures differ: added {extra}, missing {missing}"[:200]
    if _ids(written) != _ids(reference):
        return f"ids differ: {sorted(_ids(written).elements())}, the kernel's {sorted(_ids(reference).elements())}"[:200]
    items, want_items = _items(written, catalogue), _items(reference, catalogue) | _decided_items(reference, catalogue)
    if items != want_items:
        return f"items differ: {sorted(items)}, the kernel's {sorted(want_items)}"[:200]
    extra_terms = _terms(written) - _terms(reference)
    if extra_terms:
        return f"a term the kernel did not decide: {sorted(extra_terms)}"[:200]
    if not want and not want_items:
        mine, signature = signature_words(kind, customer, language)
        said = _words(written)
        ref = _words(reference)  # a reference made of common words only asks for none of the kind's own
        if (ref & mine and not said & mine) or (ref & signature and not said & signature):
            return f"no word that says {kind} (such as {', '.join(sorted(signature or mine)[:3])})"[:200]
    intents = _intents(written, catalogue)
    wrong = intents - allowed_intents(kind, customer, catalogue) - _intents(reference, catalogue)
    if wrong:
        return f"reads as {sorted(wrong)}, which no wording of {kind} does"[:200]
    return ""
