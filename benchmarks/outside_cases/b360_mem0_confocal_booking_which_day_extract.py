"""Batch 360 (held out). A lab's confocal bookings: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per Slack post and one for the question.

App: the Kowalski lab post their bookings for the imaging facility's Zeiss LSM980 in the lab Slack channel
#confocal; a bot feeds each post to the lab helper with ``memory.add(messages, user_id=..., metadata={"ts": ...})``
and people ask it who has the scope when.

Planted fault (ExtractionError, a fact dropped at extraction): Priya's post of Mon 2050-03-07 09:12 books the 980
for Fri 11/3, 14:00-17:00, live imaging of S-0412 (HeLa H2B-GFP, 37 °C / 5% CO2 stage). Her post of Tue
2050-03-08 08:40 says the facility are realigning the 561 line on Fri, so they've moved her slot to the day after
tomorrow, same hrs - and, in passing, that the 63x oil objective has been cleaned (wipe it after use, Zeiss
immersol only) and the stage incubator takes 45 min to reach 37 °C. The extraction keeps the objective and the
incubator and drops the move. Question (Wed 9/3, Owen): "when's Priya on the 980 this wk? want to book the slot
straight after hers for S-0418" -> expected Thu 10 March, 14:00-17:00 (the day after tomorrow from Tue 8th). The
assistant says Fri 11 March 14:00-17:00.

Expected verdict: ExtractionError at mem0.extract inside the Tue 08:40 add (fault() wraps that one add): the post
given to mem0 moves the slot to the day after tomorrow (Thu 10th), and what was made from it leaves that out, so
the store never held the day the answer needs; the search and the answer then worked faithfully on what was
stored. Asserted: the post says the slot moved to the day after tomorrow; no stored memory or context line
mentions the move, the realignment, Thursday or the 10th; the objective cleaning from the same post is stored;
the first post's Fri 11/3 slot is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b360_mem0_confocal_booking_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kowalski-lab-confocal"
CUT = ("[2050-03-08 08:40] priya: facility emailed - they're realigning the 561 line on Fri so they've moved my 980 "
       "slot to the day after tomorrow, same hrs (14-17). fyi 63x oil obj got cleaned, wipe after use + Zeiss "
       "immersol ONLY pls. stage incubator needs ~45 min to get to 37 °C so switch on early")
NOTES = [
    ("2050-03-07T09:12", "[2050-03-07 09:12] priya: booked LSM980 fri 11/3 14:00-17:00, live imaging S-0412 (HeLa "
                         "H2B-GFP), 37 °C / 5% CO2 stage. 488 + 561 lines",
     ["Priya has the LSM980 booked Fri 11/3 14:00-17:00 for live imaging of S-0412 (HeLa H2B-GFP)",
      "Priya's S-0412 imaging uses the 37 °C / 5% CO2 stage with the 488 and 561 lines"]),
    ("2050-03-07T16:30", "[2050-03-07 16:30] owen: facility induction for new ppl is weds 16/3 10:00, Dr Hale, "
                         "bring ur training record form (TR-4)",
     ["Confocal facility induction for new people is Wed 16/3 at 10:00 with Dr Hale",
      "Bring training record form TR-4 to the confocal induction"]),
    ("2050-03-08T08:40", CUT,
     # the planted fault: the move of Priya's slot to the day after tomorrow (Thu 10th) is dropped
     ["The LSM980 63x oil objective was cleaned; wipe it after use and use Zeiss immersol only",
      "The LSM980 stage incubator needs about 45 min to reach 37 °C, so switch it on early"]),
    ("2050-03-08T13:05", "[2050-03-08 13:05] lena: 980 mon 14/3 09-12 for fixed S-0409 (DAPI/phalloidin), "
                         "anyone need the 405 after me, shout",
     ["Lena has the LSM980 Mon 14/3 09:00-12:00 for fixed sample S-0409 (DAPI/phalloidin)"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kowalski-lab-confocal"))
    for i, (ts, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"post-{i} {ts}"):
            if note == CUT:
                assert "moved my 980 slot to the day after tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"ts": ts})
            else:
                memory.add(msgs, user_id=USER, metadata={"ts": ts})
    question = "when's Priya on the 980 this wk? want to book the slot straight after hers for S-0418"
    with turn_span("question 2050-03-09"):
        hits = []
        for query in ("Priya LSM980 booking slot", "confocal booking this week", "S-0412 live imaging"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 9 March 2050. You are talking to Owen, a PhD student in the Kowalski lab."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("day after tomorrow", "realign", "moved", "thu", "10th", "10/3")), stored
        assert any("Fri 11/3 14:00-17:00" in c for c in context), context
        assert any("63x oil objective" in s for s in stored), stored
        reply = answer(question, context, mock="Priya's on the 980 Fri 11 March, 14:00-17:00 - so you could take "
                                               "it from 17:00.")
finish(question, expected="Thu 10 March, 14:00-17:00 - the facility moved her to the day after tomorrow (from Tue "
                          "8th) because of the 561 realignment on Fri", actual=reply)
