"""Batch 129 (held out). A guide dog puppy walking group's organiser notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Wendy runs the Chiltern puppy walking group for the guide dog charity. She types her notes (which pup is with
which walker, classes, vet checks, kit in the cupboard) into the group's helper with ``memory.add(messages,
user_id=..., metadata={"date": ...})``; the walkers ask it things between classes.

Planted fault (ExtractionError, dropped at extraction): the note of 31/3 has Bramble's six-month vet check at
Oakfield vets on Thu 16th April at 2.15. Wendy's note of Weds 8 Apr says the vets rang - Dr Shah's away that week so
Bramble's check is Tue 21st at 10.40 now, still Oakfield, she's told Kate - and, in the same note, that Tuesday's
class is in the church hall (the scouts have a jumble sale setting up in the hut) and that whoever has the long line
from the cupboard should bring it back. Extraction keeps the church hall and the long line and makes no memory of the
vet check at all. Question (Mon 13/4, Kate, Bramble's walker): "when's bramble's vet check? need to sort time off
work" -> expected Tue 21st April, 10.40 (Oakfield). The assistant says Thu 16th April at 2.15.

Expected verdict: ExtractionError at mem0.extract inside the 8 Apr add (fault() wraps that one add): the note handed
to mem0 gave the new date and time, and none of the memories made from it carries them, while the other two facts
in the same note were kept; the searches and the answer then worked on what was stored. Asserted: the note has the
Tue 21st 10.40; no stored memory or context line has 21st / 10.40, while the 31/3 line (Thu 16th 2.15) and the
church hall and long line facts from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b129_mem0_puppy_bramble_vet_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "chiltern-pw-wendy"
VETS = ("vets rang - Dr Shah's away that wk so Bramble's check is tues 21st 10.40 now, still Oakfield, I've told "
        "Kate. class tues is in the church hall not the hut, scouts have got a jumble sale setting up. + whoever "
        "had the long line out the cupboard pls bring it back!!")
NOTES = [
    ("14/3", "pups as of now - Bramble (yellow lab bitch, 5 mo) w Kate, Otis (black lab x golden) w the Farrows, "
             "Juno (golden) w me, Pip (black lab) w Raj + Anita. class tues 7pm scout hut, Marsh Lane",
     ["Bramble, a five-month-old yellow Labrador bitch, is walked by Kate",
      "Otis, a black Labrador cross golden retriever, is with the Farrows",
      "Juno, a golden retriever, is with Wendy and Pip, a black Labrador, is with Raj and Anita",
      "Puppy class is on Tuesdays at 7pm at the scout hut in Marsh Lane"]),
    ("31/3", "6 month vet checks booked at Oakfield - Otis weds 15th 9.20, Bramble thurs 16th april 2.15, Pip the "
             "wk after. bring the puppy record book + a poo sample (sorry)",
     ["Otis's six-month vet check is at Oakfield vets on Wednesday 15 April at 9.20",
      "Bramble's six-month vet check is at Oakfield vets on Thursday 16 April at 2.15",
      "Pip's six-month vet check is the week after",
      "Walkers should bring the puppy record book and a stool sample to vet checks"]),
    ("Weds 8 Apr", VETS,
     # the planted fault: the moved vet check is left out of what extraction returns
     ["Tuesday's puppy class is in the church hall instead of the scout hut because of a scout jumble sale",
      "Whoever has the long line from the cupboard should bring it back"]),
    ("10/4", "Juno's had her ears done, all clear. town walk sat 10am from the library, pups 5 mo + only, harnesses "
             "not collars pls",
     ["Juno's ears have been checked and are all clear",
      "The town walk is on Saturday at 10am from the library for pups aged five months and over, in harnesses"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="chiltern-pw"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == VETS:
                assert "Bramble's check is tues 21st 10.40 now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's bramble's vet check? need to sort time off work"
    with turn_span("question Mon 13/4"):
        hits = []
        for query in ("Bramble vet check date", "vets Oakfield appointment", "class church hall scout hut"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 April 2037. You are talking to Kate, who walks Bramble for the Chiltern puppy "
                   "walking group."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Bramble's six-month vet check is at Oakfield vets on Thursday 16 April at 2.15" in c
                   for c in context), context
        assert any("church hall" in c for c in context) and any("long line" in c for c in context), context
        assert not any("21" in s or "10.40" in s or "Shah" in s for s in stored + context), stored
        reply = answer(question, context, mock="Thursday 16th April at 2.15, at Oakfield - bring her record book.")
finish(question, expected="Tue 21st April at 10.40 (Oakfield) - the vets moved it as Dr Shah's away", actual=reply)
