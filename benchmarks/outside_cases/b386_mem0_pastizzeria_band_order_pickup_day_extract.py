"""Batch 386 (held out). A village pastizzeria in festa week: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Pastizzeria Ta' Ċikku in Ħal Marżuq bakes for the village's festa of San Rokku (Sun 20/08/2051) - the band
club's order for the marċ, the families' trays, the flour and the irkotta from Ġorġ's farm. Rita (who runs the shop)
types her notes into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; her son
Luke, who does the ovens from 5am, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Rita's note of 2051-08-01T07:10 has the band club's
order - 400 pastizzi (200 irkotta, 200 piżelli) for the marċ on Fri 18/08, Kunċett collecting at 7pm. Her note of
Wed 16/08 says Kunċett passed by: the marċ is tomorrow now, not Friday (the pulizija won't close the road on Friday
because of the other festa in Ħal Tuta), so he's coming for the 400 tomorrow at 6 instead of 7 - and, in the same
breath, 50 qassatat extra for the visiting band, in boxes of 10. The extraction keeps the qassatat and the boxes and
drops the new day: Fri 18/08 at 7 stays the only pick-up stored. Question (Thu 17/08, 5.45am, Luke): "mela when is
Kunċett coming for the każin's 400? need to know which day to fire up the second oven" -> expected today, Thu 17/08,
at 6pm ("tomorrow" in Rita's Wed 16/08 note). The assistant says Friday 18/08 at 7pm.

Expected verdict: ExtractionError at mem0.extract inside the Wed 16/08 add (fault() wraps that one add): the note
given to mem0 moves the pick-up to the next day at 6, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note says "the marċ is tomorrow now not Friday"; no stored memory or context line mentions tomorrow, Thursday, the
pulizija or 6 o'clock; the qassatat from the same note are stored; the first note's Fri 18/08 7pm is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b386_mem0_pastizzeria_band_order_pickup_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ta-cikku-hal-marzuq-rita"
CUT = ("Wed 16/08 - Kunċett passed by from the każin, mela the marċ is tomorrow now not Friday, the pulizija won't "
       "close the road on fri cos of the other festa in Ħal Tuta 🙄 so ħa jiġi for the 400 tomorrow at 6 instead of 7. "
       "ALSO he wants 50 qassatat extra for the visiting band (half irkotta half piżelli) and in boxes of 10 pls, not "
       "the big trays")
NOTES = [
    ("2051-08-01T07:10", "2051-08-01T07:10 ORDER każin San Rokku 🎺 400 pastizzi (200 irkotta, 200 piżelli) for the "
                         "marċ on Fri 18/08, Kunċett collecting 7pm from the back door. €0,55 each as agreed, paid "
                         "€50 deposit, rest on the day",
     ["The band club (każin San Rokku) ordered 400 pastizzi, 200 irkotta and 200 piżelli, for the marċ",
      "Kunċett collects the band club's 400 pastizzi on Fri 18/08 at 7pm from the back door",
      "The band club pays €0,55 a pastizz; €50 deposit paid, the rest on the day"]),
    ("09/08", "09/08 flour Mon + Wed till after the festa, 8 bags of 25kg each time. told Ġorġ irkotta 60kg this wk "
              "not the usual 40, he knows it's festa",
     ["Flour comes Mondays and Wednesdays until after the festa, 8 bags of 25kg each delivery",
      "Ġorġ is bringing 60kg of irkotta this week instead of the usual 40kg"]),
    ("Wed 16/08", CUT,
     # the planted fault: the move of the pick-up to the next day at 6 is dropped
     ["The band club wants 50 qassatat extra for the visiting band, half irkotta half piżelli",
      "The band club's qassatat go in boxes of 10, not the big trays"]),
    ("16.08 eve", "16.08 eve oven 2 thermostat finally fixed, €85 to Salvu 😤 Sun 20/08 we close at 12 for the "
                  "procession, Marija off sat",
     ["Oven 2's thermostat was fixed by Salvu for €85",
      "The shop closes at 12 noon on Sun 20/08 for the procession",
      "Marija is off on Saturday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ta-cikku-festa-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the marċ is tomorrow now not Friday" in note and "tomorrow at 6 instead of 7" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "mela when is Kunċett coming for the każin's 400? need to know which day to fire up the second oven"
    with turn_span("question Thu 17/08 05:45"):
        hits = []
        for query in ("band club order pick up day", "when is Kunċett collecting", "400 pastizzi for the marċ"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 17 August 2051, 5.45am. You are talking to Luke, who does the ovens at Pastizzeria "
                   "Ta' Ċikku in Ħal Marżuq."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tomorrow", "thursday", "thu ", "pulizija", "at 6", "6pm", "ħal tuta")), stored
        assert any("Fri 18/08 at 7pm" in c for c in context), context
        assert any("50 qassatat extra" in s for s in stored), stored
        reply = answer(question, context, mock="Friday 18/08 at 7pm - Kunċett's collecting the 400 (200 irkotta, "
                                               "200 piżelli) from the back door for the marċ.")
finish(question, expected="today, Thu 17/08, at 6pm - Rita's Wed 16/08 note moved the marċ to 'tomorrow'",
       actual=reply)
