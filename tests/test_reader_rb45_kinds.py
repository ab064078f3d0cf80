"""``lang.part_consistency`` (session 45, off): the whole e-mail and its sentences read alone must agree.

Off by default: a reading is never refused by it unless ``part_consistency.ON`` is set (here, with ``monkeypatch``).
When on, a reading is doubted when it acts on goods no sentence read alone acts on with that kind (and no sentence
asks for that kind with no goods), or a sentence read alone acts on goods the whole reading neither acts on nor
names. Real values: the readings of this reader, and (``doubt`` alone) a first reader's silent misreading.
"""
import pytest

from lang import part_consistency as PC
from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please send 10 kg rice.\nAlso 5 kg sugar at ₹44.",
    "कृपया 10 किलो चावल भेजिए।\nसाथ में 5 किलो चीनी ₹44 पर।",
    "Please 10 kilo chawal bhejiye.\nSaath mein 5 kilo cheeni ₹44 par.",
])
def test_sentences_that_agree_pass(text, monkeypatch):
    """Each sentence orders what the whole orders: read as before."""
    assert PC.parts_of(text) == text.splitlines()
    monkeypatch.setattr(PC, "ON", True)
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert _rows(r) == [("order", "rice-1kg", 10, None), ("order", "sugar-1kg", 5, 4400)]


@pytest.mark.parametrize("text", [
    "Previous supplier gave ₹70 for paneer. Match ₹72 and we'll take 40 packets.",
    "पिछले सप्लायर ने पनीर ₹70 में दिया था। ₹72 कर दो तो 40 पैकेट ले लेंगे।",
    "Pichhle supplier ne paneer ₹70 mein diya tha. ₹72 kar do to 40 packet le lenge.",
])
def test_a_request_with_its_goods_elsewhere_passes(text, monkeypatch):
    """The offer's sentence names no goods (refused alone, ``no_item``): it supports an offer on goods said before."""
    monkeypatch.setattr(PC, "ON", True)
    r = read_message(text, email=True)
    assert r.readable, r.reason
    assert _rows(r) == [("offer", "paneer-200g", 40, 7200)]


@pytest.mark.parametrize("text, language", [
    ("Eggs at ₹186 a tray? No, not at this rate. Will get from the mandi.", "en"),
    ("अंडे ₹186 ट्रे? नहीं, इस भाव पर नहीं। मंडी से ले लेंगे।", "hi"),
    ("Ande ₹186 tray? Nahi, is rate pe nahi. Mandi se le lenge.", "hinglish"),
])
def test_an_act_no_sentence_says_is_doubted(text, language, monkeypatch):
    """Read right (the eggs turned down at ₹6.20 an egg), but no sentence alone turns the eggs down ("Eggs at ₹186 a
    tray?" alone offers ₹186): refused when on — the cost of a check that reads sentences without their context."""
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == [("reject", "eggs-1pc", None, 620)]
    monkeypatch.setattr(PC, "ON", True)
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.parts_unsaid"
    assert r.language == language and r.reason_args["request"] == "reject"


@pytest.mark.parametrize("text", [
    "Sharma ji's daughter's wedding is postponed, so they don't need the ghee now. Please cancel O21.",
    "शर्मा जी की बेटी की शादी टल गई, अब उन्हें घी नहीं चाहिए। O21 रद्द कर दीजिए।",
    "Sharma ji ki beti ki shaadi postpone ho gayi, ab unko ghee nahi chahiye. O21 cancel kar dijiye.",
])
def test_a_sentence_acting_on_goods_the_whole_leaves_out_is_doubted(text, monkeypatch):
    """O21 cancelled whole; its first sentence alone turns the ghee down, and the whole reading names no ghee."""
    assert _rows(read_message(text, email=True)) == [("cancel", None, None, None)]
    monkeypatch.setattr(PC, "ON", True)
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.parts_left"


def test_doubt_of_a_first_readers_silent_misreading():
    """holdout68 hl-x2059, "100 kilo chini ka kya rate doge? Pichhli baar ₹41 lagaya tha.", as its first reader
    read it: an offer of ₹41 (last time's price) where the writer asked a rate; alone, the first sentence asks the rate
    and the second reads to nothing."""
    whole = ((("offer", "sugar-1kg", 100, 4100),), frozenset({"sugar-1kg"}))
    parts = [((("ask_quote", "sugar-1kg", 100, None),), frozenset({"sugar-1kg"})), None]
    assert PC.doubt(whole, parts) == ("ambiguous_intent.parts_unsaid", {"request": "offer", "sku": "sugar-1kg"})
    assert PC.doubt(whole, parts, no_item=frozenset({"offer"})) is None  # an offer asked with no goods: its support
    assert PC.doubt(whole, parts[:1]) is None  # one part: nothing to compare


def test_parts_are_read_under_the_quote_and_off_by_default():
    text = "> Ghee ₹545/litre, Amul butter ₹52\n\nGhee abhi nahi. Makkhan theek hai, 3 darjan bhej do."
    assert PC.parts_of(text) == ["> Ghee ₹545/litre, Amul butter ₹52\n\nGhee abhi nahi.",
                                 "> Ghee ₹545/litre, Amul butter ₹52\n\nMakkhan theek hai, 3 darjan bhej do."]
    assert PC.ON is False
