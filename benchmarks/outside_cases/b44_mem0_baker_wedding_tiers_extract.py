"""Batch 44 (held out). A home baker's orders: her notes in mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Bex bakes from her kitchen ("Bakes by Bex": birthday cakes, brownies, a few wedding cakes a year). She types
or pastes what customers tell her into an assistant; each note goes in with ``memory.add(messages,
user_id="bakes-by-bex", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Nine notes, 2 Mar - 18 Apr
2026. Chi and Dan Okafor's wedding cake (Sat 20 June, three tiers) was booked with a fruit bottom tier, a lemon
drizzle middle and the top to be picked at a tasting.

Planted fault (ExtractionError, omitted at extraction): on Sat 18/4 Bex logs the tasting: "tasting went well!! Chi +
Dan want red velvet for the top, & can the middle be lemon + elderflower not plain lemon drizzle. Dan's mum is
dropping the cake stand round fri 19th june eve. NB order more cake boards, down to 3". The extraction keeps the
cake stand and the boards and drops both flavours. Question (Tue 21/4): "what flavours are the three tiers of Chi
and Dan's cake?" -> expected fruit (bottom), lemon and elderflower (middle), red velvet (top), spread over two
notes. The assistant has only the booking note and says lemon drizzle, top still to be decided.

Expected verdict: ExtractionError at mem0.extract inside the 18/4 add (fault() wraps that one add). Asserted: the note
names red velvet for the top and elderflower; no stored memory names elderflower or a red velvet top, while the
cake-stand fact from the same note and the booking's fruit tier are in the context. Another reading: none that we
see; the searches return every memory that matters.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b44_mem0_baker_wedding_tiers_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bakes-by-bex"
TASTING = ("tasting went well!! Chi + Dan want red velvet for the top, & can the middle be lemon + elderflower not "
           "plain lemon drizzle. Dan's mum is dropping the cake stand round fri 19th june eve. NB order more cake "
           "boards, down to 3")
NOTES = [
    ("2026-03-02", "Okafor wedding sat 20/6 - 3 tier, 80ish guests, bottom fruit (her nan insists, start feeding it "
                   "brandy from april), middle lemon drizzle, top tbc after the tasting. £340, £100 dep to hold the "
                   "date",
     ["Okafor wedding cake for Sat 20 June 2026: 3 tiers for about 80 guests",
      "Okafor cake: bottom tier fruit cake (feed with brandy from April), middle tier lemon drizzle, top tier flavour "
      "to be decided at the tasting",
      "Okafor wedding cake costs £340, £100 deposit to hold the date"]),
    ("2026-03-04", "Okafor £100 came in this am ta",
     ["Okafor £100 deposit received 4 March"]),
    ("2026-03-10", "Mia's 7th - unicorn cake w the gold horn, sat 11 apr, collecting 10ish, £45 paid in full",
     ["Mia's 7th birthday unicorn cake with gold horn, collection Sat 11 April about 10am, £45 paid"]),
    ("2026-03-17", "oven thermostat's playing up again, runs about 15 hot - use the oven thermometer till the man "
                   "comes (weds 25th, 8-12)",
     ["Oven runs about 15 degrees hot; use the oven thermometer",
      "Oven engineer due Wed 25 March, 8am-12"]),
    ("2026-03-28", "Harrison 40th - 2 doz choc brownies + a drip cake (choc orange), collecting fri 4.30, £60, £20 "
                   "dep by bank tfr",
     ["Harrison 40th: 24 chocolate brownies and a chocolate orange drip cake, collection Friday 4.30pm, £60 with "
      "£20 deposit by bank transfer"]),
    ("2026-04-02", "Okafor tasting booked sun 12/4 2pm at mine, doing 4 - red velvet, choc orange, coffee + walnut, "
                   "vanilla bean",
     ["Okafor tasting Sun 12 April 2pm at Bex's: red velvet, chocolate orange, coffee and walnut, vanilla bean"]),
    ("2026-04-09", "butter up AGAIN, £2.40 a block at Aldi 😡 need to put the brownies up 50p",
     ["Butter is £2.40 a block at Aldi; brownies going up 50p"]),
    ("2026-04-18", TASTING,
     # the planted fault: the two flavour decisions are not extracted
     ["Dan Okafor's mum is bringing the cake stand round on the evening of Fri 19 June",
      "Need to order more cake boards (3 left)"]),
    ("2026-04-18", "first fruit feed done for the Okafor bottom tier, 2 tbsp brandy, wrapped + in the tin",
     ["Okafor fruit tier: first brandy feed done 18 April"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bakes-by-bex"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == TASTING:
                assert "red velvet for the top" in note and "elderflower" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what flavours are the three tiers of Chi and Dan's cake?"
    with turn_span("question Tue 21/4"):
        hits = []
        for query in (question, "Okafor wedding cake tiers flavours", "Okafor tasting"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 21 April 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("cake stand" in c for c in context), context
        assert any("bottom tier fruit cake" in c for c in context), context
        assert not any("elderflower" in s.lower() for s in stored + context), stored
        assert not any("red velvet" in s.lower() and "top" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="Fruit on the bottom (keep up the brandy feeds), lemon drizzle in the "
                                               "middle, and the top tier's still to be decided after their tasting.")
finish(question, expected="Fruit at the bottom, lemon & elderflower in the middle and red velvet on top",
       actual=reply)
