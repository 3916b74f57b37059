"""Batch 30 (held out). A physiotherapy clinic's desk notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Fenside Physio is a three-physio practice (Clare, Dev, Hannah) over a chemist in Ely. The receptionist, Lorna,
types quick notes to an assistant about patients, sessions and exercise sheets; each goes in with
``memory.add(messages, user_id="fenside-desk", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Fourteen notes, April 2025. Several share words with the question (the usual session lengths, other patients'
slots, Mrs Okafor's exercises).

Planted fault (ExtractionError, omitted at extraction): on 14.4.25 Clare's note reads "Clare re Mrs Okafor (TKR L
knee, 6 wks post op) - ROM's stuck at 85deg so from Weds she's on a dbl slot, 1hr, 1st half manual + the 2nd half
on the bike/steps w me watching. Pls give her the 3 new sheets (step-ups, heel slides, sit-to-stand), printer's
jammed again fyi". The extraction keeps the three exercise sheets and drops the double slot. Question (Tue 15/4):
"How long is Mrs Okafor in for tmrw? need to plan round her" -> expected an hour (a double slot). The assistant has
only the practice's 30-min follow-up rule and says half an hour.

Expected verdict: ExtractionError at mem0.extract inside the 14.4 add (fault() wraps that one add). Asserted: the
note says dbl slot, 1hr; no stored memory and nothing in the context holds a double slot or an hour for her, while
the exercise sheets from the same note are in the context. Another reading: none that we see; the search returns
every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b30_mem0_physio_okafor_double_slot_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fenside-desk"
CLARE_NOTE = ("Clare re Mrs Okafor (TKR L knee, 6 wks post op) - ROM's stuck at 85deg so from Weds she's on a dbl "
              "slot, 1hr, 1st half manual + the 2nd half on the bike/steps w me watching. Pls give her the 3 new "
              "sheets (step-ups, heel slides, sit-to-stand), printer's jammed again fyi")
NOTES = [
    ("2025-04-01", "Std lengths reminder for new temp: new pt assessment 45 min, follow ups 30 min, sports massage "
                   "45. Don't double book Hannah on Fri pm, she's at the rugby club",
     ["A new patient assessment is 45 minutes and a follow-up is 30 minutes",
      "Sports massage sessions are 45 minutes", "Hannah is at the rugby club on Friday afternoons"]),
    ("2025-04-01", "Mrs Okafor - TKR left knee done 3/3 at Addenbrookes, referred by Mr Shah. Follow ups Weds 10am w "
                   "Clare, Bupa auth 8 sessions",
     ["Mrs Okafor had a left total knee replacement on 3 March at Addenbrooke's",
      "Mrs Okafor has follow-ups with Clare on Wednesdays at 10am", "Bupa authorised 8 sessions for Mrs Okafor"]),
    ("2025-04-02", "mr dolan lower back again, lifting the grandkids lol, booked thurs 4.15 w dev",
     ["Mr Dolan has lower back pain again and is booked on Thursday at 4.15 with Dev"]),
    ("2025-04-03", "Card machine on the blink, take bank transfer if it plays up. Sort code on the wall",
     ["If the card machine fails, patients can pay by bank transfer"]),
    ("2025-04-04", "Hannah: Jess Marsh (netball, ankle) 3 more sessions then back to training, fri 8am's ok for her",
     ["Jess Marsh has 3 more ankle sessions with Hannah on Fridays at 8am before returning to netball"]),
    ("2025-04-07", "Mrs Okafor - bending 80deg today, bit sore, ice + the quads sheet. Next Weds same time",
     ["Mrs Okafor's knee bend was 80 degrees on 7 April", "Mrs Okafor is doing the quads exercise sheet"]),
    ("2025-04-08", "Pilates class Tues 6pm moving to the church hall from May, our room's too small for 10 mats",
     ["The Tuesday 6pm Pilates class moves to the church hall from May"]),
    ("2025-04-09", "Dev's away w/c 21/4 (wedding in Porto) - his Thurs lot to Hannah or rebook",
     ["Dev is away the week commencing 21 April; his Thursday patients go to Hannah or are rebooked"]),
    ("2025-04-10", "Mr Dolan - Dev says 4 sessions, core + the cat/camel + bird dog sheet, £48 each self pay",
     ["Mr Dolan needs 4 sessions with Dev at GBP 48 each, self-pay",
      "Mr Dolan's exercises are core work, cat/camel and bird dog"]),
    ("2025-04-11", "New couch roll + ultrasound gel ordered from Physique, £62.30, should be here Tues",
     ["Couch roll and ultrasound gel were ordered from Physique for GBP 62.30"]),
    ("2025-04-14", CLARE_NOTE,
     # the planted fault: the double slot from Wednesday is not extracted
     ["Mrs Okafor should be given three new exercise sheets: step-ups, heel slides and sit-to-stand",
      "The printer is jammed again"]),
    ("2025-04-14", "Weds am Clare: 9 Ken B, 10 Mrs O, then 11.30 new pt (Sofia R, shoulder). Lunch 1-2",
     ["Clare's Wednesday morning: Ken B at 9, Mrs Okafor at 10, new patient Sofia R (shoulder) at 11.30",
      "Clare has lunch from 1 to 2 on Wednesdays"]),
    ("2025-04-15", "Sofia R rang, can she come 11.45 not 11.30, school run. Said yes",
     ["Sofia R's new patient appointment on Wednesday is at 11.45"]),
    ("2025-04-15", "Mrs Okafor's daughter drives her, they park on the chemist's bay, disabled badge",
     ["Mrs Okafor's daughter drives her and parks in the chemist's disabled bay"]),
]
EXTRACTED = {note[:45]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fenside-desk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == CLARE_NOTE:
                assert "dbl slot, 1hr" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "How long is Mrs Okafor in for tmrw? need to plan round her"
    with turn_span("question Tue 15/4"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        rules = memory.search("session length follow up minutes", top_k=10, threshold=0.0,
                              filters={"user_id": USER})["results"]
        context = ["Today is Tue 15/4/25."]
        for h in hits + rules:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("follow-up is 30 minutes" in c for c in context), context
        assert any("step-ups, heel slides and sit-to-stand" in c for c in context), context
        assert any("Wednesdays at 10am" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("dbl", "double", "1hr", "an hour", "60 min", "85deg", "85 degrees")), stored
        reply = answer(question, context, mock="Half an hour - she's a follow-up with Clare at 10, and follow-ups are "
                                               "30 mins. Remember her 3 new exercise sheets.")
finish(question, expected="An hour - Clare's put her on a double slot from this Weds", actual=reply)
