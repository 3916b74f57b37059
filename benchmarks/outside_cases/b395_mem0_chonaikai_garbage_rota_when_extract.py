"""Batch 395 (held out). A neighbourhood association's garbage rota in Osaka: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Niamh Gallagher, an Irish English teacher in Room 202 of a small block in Sakuradai 2-chome (Osaka), keeps
her chonaikai (neighbourhood association) notes in a helper with ``memory.add(messages, user_id=..., metadata=
{"date": ...})`` - the garbage days, her han's (block group's) rota for cleaning the garbage station, the kairanban
(the circulating notice board), the summer festival - and asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): her note of 2050/04/10 has the Han 3 station rota off
the kairanban - her week is 5/16-5/20. Her note of 2050/04/27 (Weds) says the kairanban came round tonight, Nishida-
san's had a fall so the rota's been shuffled and they swap with the Nishidas: she's on NEXT week now, not mid-May -
and, in the same note, the natsu matsuri planning meeting (Sun 5/22 19:00 at the kaikan) and the call for yakisoba
stall volunteers. The extraction keeps the meeting and the volunteers and drops the swap: 5/16-5/20 stays the only
week stored. Question (Sat 2050/04/30): "when's my week on the garbage station? might go to Kyoto for a couple of
days over Golden Week" -> expected next week from the 4/27 note: Mon 5/2 to Fri 5/6 (swapped with the Nishidas).
The assistant says 5/16-5/20.

Expected verdict: ExtractionError at mem0.extract inside the 2050/04/27 add (fault() wraps that one add): the note
given to mem0 moves her week to the week after it was written, and what was made from it leaves that out, so the
store never held the week the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says "we're on NEXT week now"; no stored memory or context line mentions the Nishidas, a swap,
the shuffle or next week; the festival meeting from the same note is stored; the 4/10 note's 5/16-5/20 is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b395_mem0_chonaikai_garbage_rota_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sakuradai-2-han3-niamh-202"
CUT = ("2050/04/27 (Weds) kairanban came round tonight - Nishida-san's had a fall 😟 so the rota's been shuffled, we "
       "swap with the Nishidas: we're on NEXT week now, not mid-May. Okamoto-san v apologetic about it. ALSO natsu "
       "matsuri planning mtg Sun 5/22 19:00 at the kaikan, they want bodies for the yakisoba stall 🙋‍♀️ put my name "
       "down")
NOTES = [
    ("2050/04/03", "2050/04/03 Okamoto-san (han-cho, No.101) dropped round the gomi calendar 🗑️ moeru gomi Tue + Fri, "
                   "out by 8:30 on the day NOT the night before (crows!!), pura Weds, cans/bottles/PET 2nd + 4th Thu. "
                   "city's semi-clear bags only",
     ["Burnable garbage (moeru gomi) goes out Tue and Fri by 8:30 on the day, not the night before",
      "Plastics (pura) go out on Weds; cans, bottles and PET on the 2nd and 4th Thu",
      "Only the city's semi-clear bags can be used"]),
    ("2050/04/10", "2050/04/10 (Sun) Han 3 station rota's on the kairanban - us (202, Gallagher) 5/16-5/20. hose the "
                   "station down after the Fri pickup, fold the crow nets, sign the sheet + pass the clipboard on to "
                   "the Moris in 203",
     ["Niamh's week on the Han 3 garbage station rota is 5/16-5/20",
      "On station duty: hose the station down after the Fri pickup and fold the crow nets",
      "After station duty, sign the sheet and pass the clipboard to the Moris in 203"]),
    ("2050/04/27", CUT,
     # the planted fault: the swap to next week is dropped
     ["Natsu matsuri planning meeting is Sun 5/22 19:00 at the kaikan",
      "Niamh put her name down to volunteer on the yakisoba stall"]),
    ("2050/04/29", "2050/04/29 Showa no hi, konbini run - 45L semi-clear bags ¥398 for 10, and there's a spare crow "
                   "net in the box by the station if ours rips again",
     ["45L semi-clear garbage bags cost ¥398 for 10 at the konbini",
      "There is a spare crow net in the box by the garbage station"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sakuradai-han3-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "we're on NEXT week now, not mid-May" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's my week on the garbage station? might go to Kyoto for a couple of days over Golden Week"
    with turn_span("question 2050/04/30"):
        hits = []
        for query in ("garbage station rota week", "when is my turn on the garbage station", "station cleaning duty"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 2050/04/30. You are talking to Niamh Gallagher (Room 202), a member of Han 3 of the "
                   "Sakuradai 2-chome neighbourhood association in Osaka."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("nishida", "swap", "shuffled", "next week", "mid-may")), stored
        assert any("5/16-5/20" in c for c in context), context
        assert any("matsuri planning meeting" in s for s in stored), stored
        reply = answer(question, context, mock="Your week on the station is 5/16-5/20, so Golden Week's free - go "
                                               "to Kyoto!")
finish(question, expected="next week - Mon 5/2 to Fri 5/6, swapped with the Nishidas after Nishida-san's fall",
       actual=reply)
