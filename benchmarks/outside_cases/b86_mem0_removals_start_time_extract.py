"""Batch 86 (held out). A removals firm's job sheet: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dave runs Shift-It Removals (two vans, three regular lads). He types quick notes about jobs into the office
app, which puts each one into mem0 with ``memory.add(messages, user_id="shiftit-jobs", metadata={"date": ...})``;
mem0's LLM pulls out the facts. Seven notes, late July - mid Aug 2032. The crew ask the app about their jobs.

Planted fault (ExtractionError, omitted at extraction): Dave's note of 10/8 says Mrs Henderson rang and wants them
at hers for 7.30 on Friday because the buyers' solicitor wants the keys by 1, and in the same note that there's a
chest freezer going to her sister's in Royston so they need the Luton, and Marek is the third man. The extraction
keeps the freezer/Luton and Marek and drops the 7.30. The first booking note (9am start) is still in memory.
Question (Thu 13/8, Marek): "what time are we due at the Hendersons tomorrow?" -> expected half past seven in the
morning. The assistant says 9am.

Expected verdict: ExtractionError at mem0.extract inside the 10/8 add (fault() wraps that one add). Asserted: the
note has the 7.30; no stored memory mentions it, while the Luton/freezer fact from the same note and the 9am booking
are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b86_mem0_removals_start_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "shiftit-jobs"
RANG = ("mrs henderson rang - can we be at hers for 7.30 fri not 9, buyers solicitor wants keys by 1 latest. ALSO "
        "theres a chest freezer going to her sisters in Royston (drop that 1st) so we'll need the luton not the "
        "3.5t. Marek as 3rd man, told him")
NOTES = [
    ("28/7/32", "Henderson job booked - fri 14th aug, 22 Mill Lane Baldock to 9 Station Rd Hitchin. 9am start, 2 "
                "men + the 3.5t, 3 bed semi, she's packing herself. deposit £150 pd",
     ["Henderson move on Friday 14 August: 22 Mill Lane, Baldock to 9 Station Road, Hitchin, 9am start",
      "Henderson job: 2 men and the 3.5 tonne van, 3 bed semi, customer packing, £150 deposit paid"]),
    ("30 July", "luton MOT due 6/8, booked at Kwik Fit Letchworth 8am, Gaz to drop it off",
     ["Luton van MOT on 6 August at Kwik Fit Letchworth, 8am; Gaz dropping it off"]),
    ("2.8.32", "Patels storage job sat 8th - unit 118 at the Safestore, key from reception. 4hrs min",
     ["Patel storage job on Saturday 8 August, unit 118 at Safestore, key from reception, 4 hour minimum"]),
    ("Aug 5", "Gaz off w his back all next wk!! need cover, ring the agency re Marek",
     ["Gaz is off all next week with his back", "Need cover from the agency, ask about Marek"]),
    ("10/8", RANG,
     # the planted fault: the 7.30 start is dropped
     ["Henderson job: chest freezer to go to her sister's in Royston first, so take the Luton instead of the 3.5t",
      "Marek is the third man on the Henderson job"]),
    ("11th aug", "new blankets + 20 wardrobe boxes arrived, in the container. ratchet straps on van 2 knackered",
     ["New blankets and 20 wardrobe boxes in the container", "Ratchet straps on van 2 need replacing"]),
    ("12-8", "Henderson - mrs H says the piano stays, new people bought it. parking permit for Station Rd sorted",
     ["Henderson job: the piano stays with the house", "Parking permit for Station Road is sorted"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="shiftit-jobs"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RANG:
                assert "7.30 fri" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we due at the Hendersons tomorrow?"
    with turn_span("question Thu 13/8"):
        hits = []
        for query in ("Henderson start time", "Henderson job Friday Mill Lane", "Henderson van Luton freezer",
                      "Henderson crew third man"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 13 August 2032. You are talking to Marek, on the crew."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("9am start" in c for c in context), context
        assert any("take the Luton" in c for c in context), context
        assert not any("7.30" in s or "half seven" in s or "solicitor" in s.lower() for s in stored + context[1:]), \
            stored
        reply = answer(question, context, mock="9am at 22 Mill Lane, Baldock - you're taking the Luton, the freezer "
                                               "goes to Royston first.")
finish(question, expected="half seven in the morning", actual=reply)
