"""An ask about the bills with nothing open is answered saying "nothing is owed" once, in English, Hindi and Hinglish:
a new user's trial (session 36) got "You owe us nothing: you owe us nothing on any bill." — every ``bill_not_due``
wording with no bill named says nothing is owed, and the reason ``no_bill_open`` said it again; the reason now
gives the cause (no open bill in the shop's name). The same for an ask about deliveries with nothing due: "Nothing is
on the way to you, as nothing of ours is on its way to you now." — ``no_delivery_due`` (an order named or none)
now gives the cause too ("nothing has left our godown for you yet"). No reply line of any decision kind says three
words twice with any reason it can carry, nor the reader's refusal frame with any of the reader's reasons (its
quoted detail, the words the reader found, aside)."""
from __future__ import annotations

import re
import string

import pytest
from test_round_trip import REASONS

from engine.shop import Shop
from lang.reasons import WHY
from lang.render import TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import CouldNotRead, Plain
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
NOTHING = {"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}
COMING = {"kind": "delivery_not_due", "order_id": None, "reason": Plain(code="no_delivery_due")}
CAUSE = {"en": "we have no open bill in your name", "hi": "आपके नाम हमारा कोई खुला बिल नहीं है",
         "hinglish": "aapke naam humara koi khula bill nahi hai"}


GODOWN = {"en": "nothing has left our godown for you yet", "hi": "हमारे गोदाम से आपके लिए कुछ नहीं निकला है",
          "hinglish": "humare godown se aapke liye kuch nahi nikla hai"}
#: the unnamed slot of each kind the desk may send without its id (lang.render: "<kind>_unnamed")
ID_OF = {"delivery_not_due": "order_id", "cancel_refused": "order_id", "cancel_item_refused": "order_id",
         "bill_not_due": "bill_id", "pay_refused": "bill_id"}


def _trigrams(text: str) -> list[tuple[str, ...]]:
    words = re.sub(r"[^\w\s\u0900-\u097f|]|[।]", " ", text.casefold()).split()  # (Devanagari marks are no \w)
    return [tuple(words[i:i + 3]) for i in range(len(words) - 2)]


def _said_once(line: str) -> bool:
    """No three words said twice in ``line`` outside its quotes (a refusal quotes the reader's detail: “…”)."""
    grams = _trigrams(re.sub(r"“[^”]*”", " | ", line))
    return len(grams) == len(set(grams))


def _lines(d: dict, language: str) -> list[str]:
    """``d`` worded by every phrasing of its slot (named, and unnamed where the kind may go without its id)."""
    slots = phrases(language)["slots"]
    cases = [d] + ([{**d, ID_OF[d["kind"]]: None}] if f"{d['kind']}_unnamed" in slots else [])
    out = []
    for c in cases:
        slot = c["kind"] if c.get(ID_OF.get(c["kind"], "")) is not None or f"{c['kind']}_unnamed" not in slots \
            else f"{c['kind']}_unnamed"
        for i in range(len(slots[slot])):
            _, blocks, _ = R.email_parts([c], language, i)
            out += blocks[0]
    return out


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_each_wording_says_it_once_and_reads_back(language):
    n = len(phrases(language)["slots"]["bill_not_due_unnamed"])
    for i in range(n):
        _, blocks, _ = R.email_parts([NOTHING], language, i)
        (line,) = blocks[0]
        grams = _trigrams(line)
        assert len(grams) == len(set(grams)), line                  # no three words said twice
        assert line.count(CAUSE[language]) == 1, line
        assert read_reply(R.email([NOTHING], language, "Agarwal Grain Traders", i), CAT) == [view(NOTHING, language=language)]


def test_the_trials_reply_now():
    _, blocks, _ = R.email_parts([NOTHING], "en", 4)
    assert blocks == [["You owe us nothing: we have no open bill in your name."]]
    _, blocks, _ = R.email_parts([NOTHING], "hi", 4)
    assert blocks == [["आप पर हमारा कुछ नहीं निकलता: आपके नाम हमारा कोई खुला बिल नहीं है।"]]
    _, blocks, _ = R.email_parts([NOTHING], "hinglish", 4)
    assert blocks == [["Aap par humara kuch nahi nikalta: aapke naam humara koi khula bill nahi hai."]]


@pytest.mark.parametrize("supplier_id, language", [("S1", "en"), ("S2", "hi"), ("S3", "hinglish")])
def test_the_desk_asked_for_the_bill_with_none_open(supplier_id, language):
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    (d,) = answer_email(shop, supplier_id, "Please send the invoice for what we owe you.")["decisions"]
    assert d == NOTHING
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id), key=lambda q: q[2])[4]
    assert shop.suppliers[supplier_id].language == language and reply["text"].count(CAUSE[language]) == 1
    assert "owe us nothing on any bill" not in reply["text"]


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_nothing_coming_is_said_once_named_or_not_and_reads_back(language):
    lines = _lines({**COMING, "order_id": "O12"}, language)                # named, then unnamed: 8 phrasings each
    assert len(lines) == 16 and all(_said_once(l) and l.count(GODOWN[language]) == 1 for l in lines), lines
    for d in (COMING, {**COMING, "order_id": "O12"}):
        for i in range(8):
            assert read_reply(R.email([d], language, "Agarwal Grain Traders", i), CAT) == [view(d, language=language)]


def test_the_trials_delivery_reply_now():
    assert R.email_parts([COMING], "en", 1)[1] == [["Nothing is on the way to you, as nothing has left our godown "
                                                     "for you yet."]]
    assert R.email_parts([{**COMING, "order_id": "O12"}], "en", 0)[1] == [[
        "No delivery is due on order O12: nothing has left our godown for you yet."]]
    assert R.email_parts([COMING], "hi", 4)[1] == [["आपके लिए हमारा कोई माल रास्ते में नहीं है (हमारे गोदाम से आपके "
                                                     "लिए कुछ नहीं निकला है)।"]]
    assert R.email_parts([COMING], "hinglish", 4)[1] == [["Aapke liye humara koi maal raaste mein nahi hai (humare "
                                                           "godown se aapke liye kuch nahi nikla hai)."]]


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_no_reason_of_any_kind_doubles_its_line(language):
    """Every decision kind with a reason × every reason it carries (the round trip's cases) × every phrasing."""
    for kind, reasons in REASONS.items():
        for reason in reasons:
            d = {"kind": kind, "reason": reason, "sku": "rice-1kg", "order_id": "O7", "bill_id": "B12",
                 "price_paise": 4121}
            for line in _lines(d, language):
                assert _said_once(line), (kind, reason, line)


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_no_reader_reason_doubles_the_refusal_frame(language):
    """Every reader reason key (its category, worded in the refusal's frame) with every ``unreadable`` phrasing:
    "We could not understand your e-mail: we could not tell what you want: …" was one."""
    for key, texts in WHY.items():
        names = sorted({f for t in texts.values() for _, f, _, _ in string.Formatter().parse(t) if f})
        d = {"kind": "unreadable", "reason": CouldNotRead(reader_key=key, reader_args={n: f"a{k}" for k, n in
                                                                                        enumerate(names)}, text="-")}
        for line in _lines(d, language):
            assert _said_once(line), (key, line)


@pytest.mark.parametrize("supplier_id, language", [("S1", "en"), ("S2", "hi"), ("S3", "hinglish")])
def test_the_desk_asked_for_a_delivery_with_none_due(supplier_id, language):
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    (d,) = answer_email(shop, supplier_id, "When will our delivery arrive?")["decisions"]
    assert d == COMING
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id), key=lambda q: q[2])[4]
    assert shop.suppliers[supplier_id].language == language and reply["text"].count(GODOWN[language]) == 1
    assert "on its way to you now" not in reply["text"]
