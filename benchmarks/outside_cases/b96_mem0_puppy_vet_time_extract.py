"""Batch 96 (held out). A guide dog puppy-walking group: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Claire, the puppy-walking supervisor for the Hitchin & Letchworth group, types notes into the walkers' helper
app; each goes into mem0 with ``memory.add(messages, user_id="hitchin-puppies", metadata={"date": ...})`` and
mem0's LLM pulls out the facts. Walkers ask the helper about their pups.

Planted fault (ExtractionError, omitted at extraction): Claire's note of Mon 10/3 says Ashbrook vets rang: the vet
who does the guide dog pups is off thurs morning, so Bramble's second check is 4.40 the same afternoon, Helen has
said that's fine; and Bramble is due her worming tablets, which they'll give at the check. The extraction keeps the
worming tablets and drops the 4.40 time. The note of 2/3 (check no. 2 at Ashbrook, Thu 13th, 10.15) is still in
memory. Question (Wed 12/3, Helen, Bramble's walker): "what time am I taking bramble to the vets tmrw? work want
to know when i'm out" -> expected twenty to five in the afternoon. The assistant says 10.15.

Expected verdict: ExtractionError at mem0.extract inside the 10/3 add (fault() wraps that one add). Asserted: the
note says 4.40; no stored memory or context line mentions 4.40 or the vet being off, while the 10.15 line is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b96_mem0_puppy_vet_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hitchin-puppies"
ASHBROOK = ("Ashbrook rang - the vet who does our pups is off thurs morning so Bramble's check is 4.40 same day, "
            "rang Helen, she's ok with that. Bramble due her worming tabs too, they'll do them at the check")
NOTES = [
    ("2/3", "Bramble (lab x golden bitch, 14wks) settled in w Helen + Rob :) vet check no.2 booked Ashbrook vets "
            "thurs 13th 10.15, bring the blue puppy book + a poo sample (sorry!)",
     ["Bramble is a 14-week-old lab x golden retriever bitch placed with Helen and Rob",
      "Bramble's second vet check is at Ashbrook vets on Thursday 13 March at 10.15",
      "Bring the blue puppy book and a poo sample to the vet check"]),
    ("5.3.36", "Juno (Sarah's) cut her pad on glass at the rec, glued, no rough ground for a wk. Ollie w Dev "
               "doing brilliantly on the lead, sits at kerbs already!!",
     ["Juno, Sarah's pup, cut her pad on glass at the rec; no rough ground for a week",
      "Ollie, walked by Dev, is doing well on the lead and sits at kerbs"]),
    ("Mon 10/3", ASHBROOK,
     # the planted fault: the 4.40 time (and that the vet is off in the morning) is dropped
     ["Bramble is due her worming tablets, which the vets will give at her check"]),
    ("11/03", "group walk sat 15th - train practice at Hitchin stn, meet 10am by the taxi rank. pups under 16wks "
              "just watch from the car park",
     ["Group walk Saturday 15 March: train practice at Hitchin station, meet 10am by the taxi rank",
      "Pups under 16 weeks only watch from the car park"]),
    ("11/3 pm", "food order - everyone on the Burns puppy now, 12kg bags, claim it back on the green form",
     ["All pups are on Burns puppy food, 12kg bags, claimed back on the green form"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hitchin_puppies"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ASHBROOK:
                assert "4.40" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time am I taking bramble to the vets tmrw? work want to know when i'm out"
    with turn_span("question Wed 12/3"):
        hits = []
        for query in ("Bramble vet check time", "Ashbrook vets Thursday", "Bramble vets"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 12 March 2036. You are talking to Helen, Bramble's puppy walker."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday 13 March at 10.15" in c for c in context), context
        assert any("worming tablets" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("4.40", "off thurs", "afternoon")), \
            stored
        reply = answer(question, context, mock="10.15 tomorrow morning at Ashbrook - take the blue puppy book and "
                                               "a poo sample.")
finish(question, expected="twenty to five in the afternoon - their pup vet isn't in that morning", actual=reply)
