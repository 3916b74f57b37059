"""Batch 25 (held out). A parent's notes on her kids' swimming lessons: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Nadia has two children at the Ely Otters swimming club, Isla (10) and Ollie (7, "my youngest"). She jots
lesson news into an assistant as it comes (levels, lanes, teachers, fees, galas); each note goes in with
``memory.add(messages, user_id="nadia-otters", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Fifteen notes, January-March 2026. Several name the club's teachers (Sian has the Stage 3s, Mark the Stage 7s,
Becky is head coach and runs the gala squad).

Planted fault (ExtractionError, omitted at extraction): the note of Sun 1/3 reads "OLLIE PASSED STAGE 3!!! badge +
cert in his bag, he's beaming. Up to stage 4 from Tues 10th, same 5.15 slot but lane 2 (deep end eek) and it's
Becky's group not Sian's. new goggles needed, his leak". The extraction keeps the pass, the new stage, the day, slot
and lane and the goggles, and drops who teaches the Stage 4 group. Question (Mon 9/3): "who's teaching my youngest
from tomorrow?" -> expected "Becky". The assistant knows only that Sian teaches Ollie's Tuesday 5.15 class and says
Sian.

Expected verdict: ExtractionError at mem0.extract inside the 1/3 add (fault() wraps that one add). Asserted: the
note names Becky's group; no stored memory ties Becky to Ollie or to Stage 4, while the stage, the slot and the lane
from the same note are in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b25_mem0_swimclub_stage4_teacher_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nadia-otters"
PASS_NOTE = ("OLLIE PASSED STAGE 3!!! badge + cert in his bag, he's beaming. Up to stage 4 from Tues 10th, same 5.15 "
             "slot but lane 2 (deep end eek) and it's Becky's group not Sian's. new goggles needed, his leak")
NOTES = [
    ("2026-01-06", "Spring term starts this wk. Ollie Tues 5.15 lane 4 w Sian (stage 3), Isla Thurs 6pm w Mark "
                   "(stage 7). Fees due by the 1st lesson",
     ["Ollie has swimming on Tuesdays at 5.15 in lane 4 with Sian, in Stage 3",
      "Isla has swimming on Thursdays at 6pm with Mark, in Stage 7",
      "Swimming fees are due by the first lesson of term"]),
    ("2026-01-07", "paid Otters for both - 126.50 all in (Ollie's 58, Isla's 68.50, Isla's dearer cos its 45 mins)",
     ["Paid the Otters GBP 126.50 for both children this term",
      "Ollie's term costs GBP 58 and Isla's GBP 68.50 because her lessons are 45 minutes"]),
    ("2026-01-13", "Sian is SO good w Ollie, he put his face in today w/out being told. she used to teach at the "
                   "Paradise pool",
     ["Sian is very good with Ollie", "Ollie put his face in the water unprompted",
      "Sian used to teach at the Paradise pool"]),
    ("2026-01-20", "Becky (head coach) asked if Isla wants to try for the gala squad - trials Sat 7/2 8am, bring "
                   "a 2nd costume",
     ["Becky is the club's head coach", "Isla has been invited to try for the gala squad",
      "Gala squad trials are on Saturday 7 February at 8am; bring a second costume"]),
    ("2026-01-27", "no lessons half term wk (16-20 Feb), pool's shut for the new changing rooms",
     ["There are no lessons in half-term week, 16-20 February, as the pool is shut for new changing rooms"]),
    ("2026-02-03", "Ollie forgot his towel AGAIN. put a spare in the car",
     ["Keep a spare towel in the car for Ollie"]),
    ("2026-02-07", "Isla trials - made the squad! Sat mornings 7.30-8.30 on top of Thurs. Becky runs it. another "
                   "£35 a term",
     ["Isla made the gala squad", "The gala squad trains on Saturdays 7.30-8.30 in addition to Thursdays",
      "Becky runs the gala squad", "The gala squad costs an extra GBP 35 a term"]),
    ("2026-02-10", "Sian says Ollie's close to his stage 3, needs to do the 10m on his back w/out stopping",
     ["Ollie is close to passing Stage 3", "Ollie needs to swim 10m on his back without stopping to pass"]),
    ("2026-02-12", "Mark off sick, Isla had Dev for the Thurs one. fine but not as strict",
     ["Isla had Dev instead of Mark for one Thursday lesson while Mark was off sick"]),
    ("2026-02-24", "stage badges are £3.50 each from reception, cash only",
     ["Stage badges cost GBP 3.50 each from reception, cash only"]),
    ("2026-02-26", "Isla's 1st gala is the county one Sun 26/4 at Cambridge, Becky to confirm events",
     ["Isla's first gala is the county gala on Sunday 26 April in Cambridge", "Becky will confirm Isla's events"]),
    ("2026-03-01", PASS_NOTE,
     # the planted fault: "it's Becky's group not Sian's" is not extracted
     ["Ollie passed Stage 3 and got his badge and certificate",
      "Ollie moves up to Stage 4 from Tuesday 10 March, same 5.15 slot, in lane 2 at the deep end",
      "Ollie needs new goggles because his leak"]),
    ("2026-03-03", "bought goggles, the speedo junior ones £12.99 from Decathlon, blue (he insisted)",
     ["Bought Ollie blue Speedo junior goggles for GBP 12.99 from Decathlon"]),
    ("2026-03-05", "summer term fees go up to 62 for the 30 min classes from April, letter in his bag",
     ["Summer term fees for 30-minute classes go up to GBP 62 from April"]),
    ("2026-03-07", "Isla 50m back time 47.2 at squad, Becky wants her under 45 for the gala",
     ["Isla swam 50m backstroke in 47.2 seconds at squad", "Becky wants Isla under 45 seconds for the gala"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nadia-otters"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == PASS_NOTE:
                assert "Becky's group" in note and "stage 4" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's teaching my youngest from tomorrow?"
    with turn_span("question Mon 9/3"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9/3/26. Ollie (7) is Nadia's youngest, Isla (10) her eldest."] + \
                  [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Ollie moves up to Stage 4" in c and "lane 2" in c for c in context), context
        assert any("Tuesdays at 5.15 in lane 4 with Sian" in c for c in context), context
        assert not any("Becky" in s and ("Ollie" in s or "Stage 4" in s) for s in stored + context), stored
        reply = answer(question, context, mock="Sian - she takes Ollie's Tuesday 5.15 class, so she'll have him "
                                               "tomorrow.")
finish(question, expected="Becky (the head coach) - the Stage 4 group he's just gone up to is hers", actual=reply)
