"""Batch 104 (held out). A pony club's summer camp notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Helen, camp organiser for the Weston Colville branch, drops quick notes about camp week (Mon 3/8 - Fri 7/8)
into the camp helper; each goes into mem0 with ``memory.add(messages, user_id="wc-camp", metadata={"date": ...})``
and mem0's LLM pulls out the facts. The instructors ask the helper during the week.

Planted fault (ExtractionError, omitted at extraction): Helen's note of Tue 4/8 says Gav the farrier texted: his
van's off the road so he can't do Wednesday afternoon, he'll come on Thurs 6th at half 7, before the first ride;
Dobby still needs his front left shoe on and Sox wants looking at, he's footy on the gravel. The extraction keeps
Dobby's shoe and Sox and drops the new day. The note of 29/7 (farrier Weds 5th 2pm in the top yard) is still in
memory. Question (Wed 5/8 morning, Lou, an instructor): "what day's gav actually coming? dobby's been in a hoof
boot since sun" -> expected Thursday, first thing before the first ride. The assistant says this afternoon (Wed)
at 2.

Expected verdict: ExtractionError at mem0.extract inside the 4/8 add (fault() wraps that one add). Asserted: the
note says thurs 6th at half 7; no stored memory or context line has the new day or time, while the 29/7 line is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b104_mem0_ponyclub_farrier_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wc-camp"
GAV = ("Gav (farrier) txt - vans off the road, cant do weds aft now, he'll come thurs 6th half 7 b4 1st ride. "
       "Dobby still needs front L on + can he look at Sox, v footy on the gravel. shoeing in the top yard as b4")
NOTES = [
    ("29/7", "camp sorted!! farrier Gav booked weds 5th 2pm top yard for any shoes. vet on call = Dr Kaur "
             "(Linton), number on the tack room door. 14 kids, 14 ponies, 4 instructors",
     ["Gav the farrier is booked for Wednesday 5 August at 2pm in the top yard",
      "The on-call vet for camp is Dr Kaur from Linton; the number is on the tack room door",
      "Camp has 14 children, 14 ponies and 4 instructors"]),
    ("Sun 2nd Aug", "dobby (Maisie's) pulled a front shoe in the field, hoof boot on it for now. Maisie in bits, "
                    "told her hell be fine for dressage",
     ["Dobby, Maisie's pony, has lost a front shoe and is wearing a hoof boot"]),
    ("Tue 4/8", GAV,
     # the planted fault: the new day and time are dropped
     ["Dobby still needs his front left shoe put on",
      "Sox needs his feet looked at by the farrier because he is footy on the gravel"]),
    ("4/8 eve", "rides tmrw: A ride dressage w Lou 9.30, B ride handy pony 11, all rides picnic on the long field "
                "1pm. parents bbq fri 5.30 bring own meat",
     ["Wednesday's rides: A ride dressage with Lou at 9.30, B ride handy pony at 11, picnic on the long field "
      "at 1pm",
      "The parents' barbecue is on Friday at 5.30; bring your own meat"]),
    ("4-8", "Sox's girth rubbed - use the sheepskin cover, it's in the blue box",
     ["Sox has a girth rub; use the sheepskin girth cover from the blue box"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wc_camp"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == GAV:
                assert "thurs 6th half 7" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's gav actually coming? dobby's been in a hoof boot since sun"
    with turn_span("question Wed 5/8"):
        hits = []
        for query in ("Gav farrier day time", "Dobby shoe farrier", "shoeing top yard booking"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 August 2037, 8am. You are talking to Lou, one of the camp instructors."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Wednesday 5 August at 2pm" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("thurs", "thursday", "6th", "half 7", "7.30", "off the road")), stored
        reply = answer(question, context, mock="Today - he's booked for 2pm in the top yard, so Dobby's shoe gets "
                                               "done this afternoon.")
finish(question, expected="Thursday, first thing - before the first ride", actual=reply)
