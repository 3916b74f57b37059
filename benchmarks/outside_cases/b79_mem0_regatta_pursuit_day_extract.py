"""Batch 79 (held out). A sailing club's regatta week: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Sarah is regatta secretary at Ferrybridge Sailing Club. She types notes on her phone after calls and committee
meetings and they go into mem0 with ``memory.add(messages, user_id="ferrybridge-regatta", metadata={"date": ...})``;
mem0's LLM pulls out the facts. Seven notes, July - August 2032.

Planted fault (ExtractionError, omitted at extraction): Sarah's note of Tue 4/8 says Keith the OD rang - low water
is too low on Thursday evening for the pursuit race so it's on Fri 7th, same 6pm start, HW 18.40 - and, in the same
note, that the new burgees are in at £12 behind the bar. The extraction keeps the burgees and drops the race move.
The July programme note says the pursuit race is Thurs 6/8 at 6pm. Question (Wed 5/8, a Laser sailor): "which day
is the pursuit race this week?" -> expected Friday 7th. The assistant says Thursday.

Expected verdict: ExtractionError at mem0.extract inside the 4/8 add (fault() wraps that one add). Asserted: the
note has the Friday; no stored memory mentions Fri 7th, HW 18.40 or the low tide, while the burgees from the same
note and the July programme are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b79_mem0_regatta_pursuit_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ferrybridge-regatta"
MOVE = ("Keith (OD) rang re pursuit race - springs are well off by then, thurs eve LW leaves the bar 2ft at best, "
        "so we're running it fri 7th, same 6pm start, HW 18.40 which is loads better. new burgees finally in!! "
        "£12, Linda's got them behind the bar")
NOTES = [
    ("2032-07-12", "regatta wk programme (draft 3): sat 1/8 opening + cruiser race 11am, sun 2/8 junior "
                   "regatta, mon-weds dinghy series 2 races a day from 10.30, thurs 6/8 pursuit race 6pm, "
                   "sat 8/8 prizegiving + hog roast 7pm",
     ["Regatta week opens Saturday 1 August with a cruiser race at 11am",
      "Junior regatta is Sunday 2 August",
      "Dinghy series Monday to Wednesday, two races a day from 10.30",
      "Pursuit race is Thursday 6 August at 6pm",
      "Prizegiving and hog roast Saturday 8 August at 7pm"]),
    ("19th July", "safety boats - need 2 RIBs on the water for every race, 3 for the juniors. Mike's RIB "
                  "outboard serviced, Tom says the club launch is fine but slow",
     ["Two safety RIBs needed on the water for every race, three for the junior regatta",
      "Mike's RIB outboard has been serviced",
      "The club launch is working but slow"]),
    ("23/7/32", "entries so far 41 boats, lasers the biggest fleet (14). entry £12 a day or £40 the wk, "
                "juniors free",
     ["41 boats entered so far; Lasers are the biggest fleet with 14",
      "Regatta entry is £12 a day or £40 for the week; juniors free"]),
    ("2032-07-29", "crew list for the committee boat: Keith OD, Jan on the flags, Raj timing, Eileen "
                   "recording. Raj can't do sat",
     ["Committee boat crew: Keith is OD, Jan on flags, Raj timing, Eileen recording",
      "Raj cannot do Saturday"]),
    ("4/8", MOVE,
     # the planted fault: the move to Friday 7th is dropped
     ["New club burgees are in, £12 each, Linda has them behind the bar"]),
    ("Aug 4th", "hog roast - Pete's Pigs confirmed 120 portions, veggie option is halloumi, tickets £14",
     ["Hog roast from Pete's Pigs confirmed for 120 portions, halloumi as the veggie option, tickets £14"]),
    ("5.8.32", "pursuit race start order sheet printed, slowest boat (Mirror) goes first, lasers about 12 min "
               "after, it's on the noticeboard",
     ["The pursuit race start order sheet is on the noticeboard: the Mirror starts first and Lasers about 12 "
      "minutes later"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ferrybridge"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVE:
                assert "fri 7th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day is the pursuit race this week?"
    with turn_span("question Wed 5/8"):
        hits = []
        for query in ("pursuit race day", "regatta week programme thursday", "burgees club",
                      "pursuit race start order"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 5 August 2032. You are talking to Niamh, who sails a Laser."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Pursuit race is Thursday 6 August at 6pm" in c for c in context), context
        assert any("burgees are in" in c for c in context), context
        assert not any("Friday" in s or "7 August" in s or "fri 7th" in s or "18.40" in s or "LW" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="Thursday - the pursuit race is tomorrow, 6 August, 6pm start. The "
                                               "Mirror goes off first and you're about 12 minutes after.")
finish(question, expected="Fri 7th (not enough water on the thurs)", actual=reply)
