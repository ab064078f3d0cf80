"""An earlier order or delivery asked again but for some goods, its goods not written (lang/repeat_except.py; the
retrial of session 34, G3 "Jo kal bheja tha wahi aaj bhi bhejo, bas Maggi mat daalna." read as a reject of Maggi
alone, nothing reordered): refused as the usual order with changes is (``no_item.usual``: we keep no list; write
each item with its quantity, or the order number to repeat), whatever the words of the repeat and of the exception,
in the three languages. Near sentences that name the goods read as before."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Jo kal bheja tha wahi aaj bhi bhejo, bas Maggi mat daalna.",  # retrial G3
    "कल जैसा ऑर्डर आज भी भेजिए, लेकिन दही के बिना।",  # retrial H4 (had: how many packets of curd?)
    "परसों वाला ऑर्डर दोबारा भेज दीजिए, बस मक्खन मत भेजना।",  # retrial H3 (had: butter, cancel or take?)
    # probes of this session's own writing
    "जो कल भेजा था वही आज भी भेजिए, बस मैगी मत डालना।",
    "वही जो पिछली बार भेजा था, बस चीनी नहीं।",
    "पिछली बार वाला ही भेज दीजिए, चीनी के अलावा।",
    "Jo kal bheja tha wahi phir bhejo, par Maggi nahi.",
    "Aaj bhi wahi bhejo jo kal bheja tha, Maggi ke alawa.",
    "Kal wahi bhejna jo aaj bheja, bas Maggi nahi.",
    "Wahi order dobara, bas paneer nahi.",
    "Kal jaisa hi bhej do, bas cheeni mat bhejna.",
    "Send what you sent yesterday, but no Maggi.",
    "Repeat yesterday's delivery, but leave out the sugar.",
    "Last week's delivery again please, without the eggs.",
    "Same order again, but no paneer.",
    "Repeat the order, but no paneer.",
    "Same as yesterday please. But no sugar this time.",
])
def test_a_repeat_less_some_goods_is_refused_as_the_usual_order(text):
    assert refused(text, email=True) == "no_item.usual"


@pytest.mark.parametrize("text, read", [
    ("Send 10 kg rice, same as yesterday, but no sugar.",
     [("order", "rice-1kg", 10, None, None, None), ("reject", "sugar-1kg", None, None, None, None)]),
    ("Send yesterday's order again: 20 kg rice, 10 kg sugar.",
     [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
    ("Rate wahi rakhna, bas 20 kilo cheeni bhejna, paneer nahi.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Jo kal bheja tha wahi rate lagana, 20 kilo cheeni bhejo.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Kal wala order kab aayega? Paneer nahi chahiye.",
     [("ask_delivery", None, None, None, None, None), ("reject", "paneer-200g", None, None, None, None)]),
    ("Please send 20 kg rice and 10 kg sugar. No paneer this time.",
     [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None),
      ("reject", "paneer-200g", None, None, None, None)]),
    ("पिछले ऑर्डर वाला घी मत भेजिए।", [("cancel", "ghee-1l", None, None, None, None)]),  # (holdout88 j9026, as base)
    ("Kal wala hi bhej do: tamatar 40 kilo aur kela 10 dozen. Pyaaz nahi.",  # retrial A46: the list written out
     [("order", "tomato-1kg", 40, None, None, None), ("order", "banana-1dozen", 10, None, None, None),
      ("reject", "onion-1kg", None, None, None, None)]),
    ("पिछली बार वाला ही भेज दीजिए: 20 किलो चीनी, 10 किलो चावल। पनीर नहीं।",  # probe: the same in Hindi
     [("order", "sugar-1kg", 20, None, None, None), ("order", "rice-1kg", 10, None, None, None),
      ("reject", "paneer-200g", None, None, None, None)]),
])
def test_near_sentences_read_as_before(text, read):
    assert intents(text, email=True) == read
