"""A struck-out price with a new one after it, ticked or okayed on its line, is the supplier's revised price agreed
(lang/struck_agreed.py; holdouts 24, 95, 121), in three languages; a new price asked ("~~₹86~~ → ₹80 ok?") stays
the shop's offer, and "3 bori Aashirvaad atta (5 kg)" names the atta's pack, not a sack of 5 kg
(lang/stated_sizes.py)."""
from tests.reader_intents import intents, refused

SUGAR_JAGGERY = [("accept", "sugar-1kg", None, 4100, None, None), ("offer", "jaggery-1kg", None, 5700, None, None)]
GHEE = [("accept", "ghee-1l", None, 54000, None, None), ("order", "ghee-1l", 6, None, None, None)]


def test_a_ticked_new_price_is_agreed():
    assert intents("**Sugar** ~~₹43~~ ₹41 — ✅ ok\n**Jaggery** ₹62 — ❌ too high, will ₹57 do?",
                   email=True) == SUGAR_JAGGERY
    assert intents("**चीनी** ~~₹43~~ ₹41 — ✅ ठीक\n**गुड़** ₹62 — ❌ ज़्यादा है, ₹57 चलेगा?", email=True) == SUGAR_JAGGERY
    assert intents("**Cheeni** ~~₹43~~ ₹41 — ✅ theek\n**Gud** ₹62 — ❌ zyada hai, ₹57 chalega?",
                   email=True) == SUGAR_JAGGERY
    assert intents("- **Ghee**: ~~₹560~~ **₹540** litre ✅\n\nPlease send 6 litres ghee.", email=True) == GHEE
    assert intents("- **घी**: ~~₹560~~ **₹540** लीटर ✅\n\nकृपया 6 लीटर घी भेज दें।", email=True) == GHEE
    assert intents("- **Ghee**: ~~₹560~~ **₹540** litre ✅\n\nPlease 6 litre ghee bhej dena.", email=True) == GHEE


def test_a_new_price_asked_or_unticked_is_still_offered():
    assert intents("Masoor ~~₹86~~ → **₹80** ok?", email=True) == [("offer", "masoor-dal-1kg", None, 8000, None, None)]
    assert intents("Masoor ~~₹86~~ → **₹80** please", email=True) == [
        ("offer", "masoor-dal-1kg", None, 8000, None, None)]
    assert refused("Sugar ~~₹43~~ ₹41 ✅ ok, but can you do ₹40?", email=True)


def test_a_pack_size_after_goods_counted_in_sacks_is_the_pack():
    assert intents("Please book 3 bori Aashirvaad atta (5 kg) and 1 quintal gud.", email=True) == [
        ("order", "atta-5kg", 30, None, None, None), ("order", "jaggery-1kg", 100, None, None, None)]
    assert refused("Please send 2 bori chini (25 kg).", email=True)
