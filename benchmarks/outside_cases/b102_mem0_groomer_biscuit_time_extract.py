"""Batch 102 (held out). A dog groomer's salon diary: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kerry runs K9 Cuts, a one-room grooming salon in Royston, and drops quick notes about bookings and dogs into
her helper; each goes into mem0 with ``memory.add(messages, user_id="kerry-k9", metadata={"date": ...})`` and
mem0's LLM pulls out the facts. Jade, her junior, asks the helper about the day's dogs.

Planted fault (ExtractionError, omitted at extraction): the note of 3.12 says Mrs Adeyemi rang, she can't do
Biscuit's 11.30 on Thursday because of the school nativity, so he's put back to 2.45 after Pickle, and she'd like
his ears shorter this time (he keeps dipping them in his dinner). The extraction keeps the ears and drops the new
time. The note of Mon 1/12 (Biscuit, bath and tidy, Thu 11th 11.30) is still in memory. Question (Wed 10/12,
Jade): "what time's biscuit booked in tmrw? want the bath warm for him" -> expected quarter to three, after Pickle.
The assistant says 11.30.

Expected verdict: ExtractionError at mem0.extract inside the 3.12 add (fault() wraps that one add). Asserted: the
note says 2.45; no stored memory or context line mentions 2.45 or quarter to three, while the 1/12 line is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b102_mem0_groomer_biscuit_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kerry-k9"
RING = ("Mrs Adeyemi rang - cant do biscuit at 11.30 thurs, shes got the school nativity (her youngest is a "
        "sheep lol) so weve put him back to 2.45 after pickle. she says go shorter on his ears this time, he keeps "
        "dunking them in his dinner")
NOTES = [
    ("Mon 1/12", "wk of the 8th: tues - Bramble (springer, Mr Osei) full groom 9am. thurs 11th - Biscuit "
                 "(cockapoo, Mrs Adeyemi) 11.30 bath+tidy, Pickle (wire dachs) hand strip 1pm, takes forever",
     ["Bramble, Mr Osei's springer spaniel, is booked for a full groom on Tuesday 9 December at 9am",
      "Biscuit, Mrs Adeyemi's cockapoo, is booked for a bath and tidy on Thursday 11 December at 11.30",
      "Pickle, a wire-haired dachshund, is booked for a hand strip on Thursday 11 December at 1pm"]),
    ("2-12", "no.10 blade snapped on the big clippers, ordered 2 from Groomers Direct, shd come weds",
     ["Two number 10 clipper blades have been ordered from Groomers Direct, due Wednesday"]),
    ("3.12", RING,
     # the planted fault: the new time is dropped
     ["Mrs Adeyemi wants Biscuit's ears cut shorter this time because they get in his food"]),
    ("4/12", "pickles owner says he nipped the vet last wk so muzzle on for his nails pls!!",
     ["Pickle must wear a muzzle for nail clipping because he nipped the vet"]),
    ("Sat 6th", "xmas bandanas came, 40 of em. £1.50 to sell or free w a full groom",
     ["40 Christmas bandanas arrived: £1.50 each, or free with a full groom"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kerry_k9"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RING:
                assert "2.45 after pickle" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's biscuit booked in tmrw? want the bath warm for him"
    with turn_span("question Wed 10/12"):
        hits = []
        for query in ("Biscuit cockapoo appointment time", "Thursday 11 December bookings", "Mrs Adeyemi Biscuit"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 10 December 2036. You are talking to Jade, the junior groomer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Thursday 11 December at 11.30" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("2.45", "quarter to three", "2:45", "nativity", "after pickle")), stored
        reply = answer(question, context, mock="11.30 tomorrow - Biscuit's in for a bath and tidy, and Mrs "
                                               "Adeyemi wants his ears a bit shorter.")
finish(question, expected="quarter to three, once Pickle's done", actual=reply)
