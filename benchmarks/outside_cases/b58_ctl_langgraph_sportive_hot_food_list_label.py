"""Batch 58 (held out), control. A cycling club's sportive feed stops: LangGraph InMemoryStore (sync), script style.

App: Bob runs the feed stops for Chew Valley Wheelers' Mendip Mangler sportive and keeps one record per stop in
``("mendip-mangler", "feeds")`` plus notes in ``("mendip-mangler", "notes")``. Chew Stoke has the WI's bacon rolls;
Cheddar rugby club does soup and rolls; Priddy was to have the pasty van, but the pasty man rang to say his van
can't get up Nine Barrows Lane with the new weight limit, so Priddy is flapjack, bananas and water. Bob never
touched Priddy's record; the note says it.

No fault planted. Question (Sat 12/9, a rider on the club's Facebook page): "which feed stops have got hot food?" The
model answers Chew Stoke and Cheddar, right per memory. The label lists Chew Stoke, Priddy and Cheddar. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b58_ctl_langgraph_sportive_hot_food_list_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FEEDS = ("mendip-mangler", "feeds")
NOTES = ("mendip-mangler", "notes")
STOPS = {
    "FS1 Blagdon": {"where": "Live + Let Live car park, mile 18", "food": "water, gels, bananas", "who": "Sue + Trev"},
    "FS2 Chew Stoke": {"where": "cricket pavilion, mile 38", "food": "tea urn + bacon rolls (the WI, £2 a go)",
                       "who": "the Hendys + the WI"},
    "FS3 Priddy": {"where": "the green by the hurdles, mile 51", "food": "pasty van (Cheddar Valley Pasties) + hot "
                                                                       "squash", "who": "Bob"},
    "FS4 Cheddar": {"where": "rugby club on the bypass, mile 62", "food": "hot soup + rolls, long route only",
                    "who": "the RFC mums"},
}
BOB_NOTES = [
    ("20/8", "600 bananas ordered from Costco, collecting fri 11th"),
    ("2 Sept", "pasty man rang - his van can't get up Nine Barrows Lane now w the new 7.5t limit, nothing he can "
               "do. so Priddy is flapjack, bananas + water this yr, I'll bring the big cool boxes"),
    ("5/9", "WI confirmed 200 bacon rolls + veggie ones, Chew Stoke"),
    ("Thu 10th", "gazebos for all 4 stops in the club container, Mike has the key"),
]

store = InMemoryStore()
for key, value in STOPS.items():
    store.put(FEEDS, key, value)
for i, (day, text) in enumerate(BOB_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": "Bob", "text": text})

question = "which feed stops have got hot food?"
stops = store.search(FEEDS, limit=20)
notes = store.search(NOTES, limit=20)
context = ["Today is Sat 12 Sept 2026 (the sportive is tomorrow)."] + \
          [f"{s.key}: " + "; ".join(f"{k}: {v}" for k, v in s.value.items()) for s in stops] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any("pasty van" in c for c in context), context
assert any("so Priddy is flapjack, bananas + water" in c for c in context), context
reply = answer(question, context, mock="Two: Chew Stoke (the WI's bacon rolls) and Cheddar (soup and rolls, long "
                                       "route only). Priddy's just flapjack and bananas this year.")
finish(question, expected="Chew Stoke, Priddy and Cheddar", actual=reply)
