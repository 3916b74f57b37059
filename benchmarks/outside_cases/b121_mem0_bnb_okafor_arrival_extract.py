"""Batch 121 (held out). A B&B's bookings notebook: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gill runs Larkrigg Farm B&B (four rooms, breakfasts 8-9.30). She types her booking notes into the house helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Dan, her husband, asks it things when she's away.

Planted fault (ExtractionError, dropped at extraction): Gill's note of 14/3 books the Okafors into room 2 (the twin)
Fri 17th-Mon 20th April, arriving 4ish by car. Her note of Weds 8 Apr says Mrs Okafor rang: they won't get there
till 9.30ish on the fri, she can't get off work early, they're coming straight from Leeds, so leave the key in the
key safe - and, in the same note, the boiler man coming Tues 14th 8.30-12 and the shower tray in room 4 wanting
resealing. Extraction keeps the boiler man and the shower tray and drops the late arrival. Question (Fri 17/4, Dan,
Gill being at her mum's): "what time are the room 2 lot getting in tonight? want to know if i can nip to the pub
first" -> expected about 9.30pm (key in the key safe). The assistant says about 4.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add): the note
handed to mem0 said when the Okafors are arriving now and no memory made from it does; the searches and the answer
then worked on what was stored. Asserted: the note has the 9.30ish arrival; no stored memory or context line does,
while the 4ish line and the boiler and shower-tray lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b121_mem0_bnb_okafor_arrival_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "larkrigg-gill"
LATE = ("Mrs Okafor rang - they won't get here till 9.30ish on the fri now, she cant get off work early after all so "
        "they're coming straight from Leeds. leave the key in the key safe (2580) + the room card on the pillow, "
        "they'll sort themselves. ALSO boiler man coming Tues 14th 8.30-12, and the shower tray in 4 needs "
        "resealing before the Bradleys, there's a tube of the white stuff under the sink")
NOTES = [
    ("14/3", "booking - the Okafors, room 2 (the twin), fri 17th-mon 20th April, 3 nts @ £85, arriving 4ish by car. "
             "he's veggie, she's no dairy (oat milk!). £50 dep paid by transfer",
     ["The Okafors have booked room 2 (the twin) for 3 nights, Friday 17 to Monday 20 April, at £85 a night",
      "The Okafors are arriving around 4pm on Friday by car",
      "Mr Okafor is vegetarian and Mrs Okafor has no dairy (oat milk); they paid a £50 deposit"]),
    ("22.3.", "room 4 (garden room) - the Bradleys + their lab, 17th-19th, 2 nts. I'm at Mum's fri-sun that wknd so "
              "Dan's on breakfasts, 8-9.30 as usual. sausages from Hilltop in the big freezer",
     ["The Bradleys and their labrador have room 4 (the garden room) for 2 nights, 17 to 19 April",
      "Gill is at her mum's Friday to Sunday that weekend, so Dan is doing breakfasts, 8 to 9.30",
      "Sausages from Hilltop Farm are in the big freezer"]),
    ("Weds 8 Apr", LATE,
     # the planted fault: the late arrival drops out, the rest of the note is kept
     ["The boiler engineer is coming on Tuesday 14 April between 8.30 and 12",
      "The shower tray in room 4 needs resealing before the Bradleys arrive; sealant is under the sink"]),
    ("Tue 14/4", "boiler serviced, all fine, £95 cash. eggs from Hilltop now £3.20 a dozen, robbery",
     ["The boiler was serviced on 14 April and is fine; it cost £95 cash",
      "Eggs from Hilltop Farm now cost £3.20 a dozen"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="larkrigg-bookings"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == LATE:
                assert "9.30ish on the fri" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are the room 2 lot getting in tonight? want to know if i can nip to the pub first"
    with turn_span("question Fri 17/4"):
        hits = []
        for query in ("room 2 Okafors arriving what time", "arrival tonight friday", "room 4 shower boiler"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 April 2037. You are talking to Dan, who is running Larkrigg Farm B&B while Gill "
                   "is at her mum's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("arriving around 4pm" in c for c in context), context
        assert any("boiler engineer" in c for c in context) and any("shower tray" in c for c in context), context
        assert not any("9.30ish" in s or "9.30pm" in s or "key safe" in s or "Leeds" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="About 4 o'clock - the Okafors are coming by car, so I'd be back "
                                               "for then.")
finish(question, expected="about half 9 tonight (9.30ish) - she can't get off work early, key's in the key safe",
       actual=reply)
