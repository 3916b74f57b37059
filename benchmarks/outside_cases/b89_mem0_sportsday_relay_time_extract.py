"""Batch 89 (held out). A primary school PE lead's sports day notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Mrs Okafor runs sports day at Wymondley Road Primary (four houses: Oak, Ash, Elm, Birch). She jots notes into
the staff organiser after meetings and corridor chats; each goes into mem0 with ``memory.add(messages,
user_id="wrp-sportsday", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Seven notes, late May - mid
June 2033; sports day is Thu 23/6. Mr Hale (Y6 teacher, starting the races) asks the organiser.

Planted fault (ExtractionError, omitted at extraction): the note of 16/6 says Mr Hale has to leave at 3 for the
cluster heads' meeting, so the Y6 house relay goes at 2.40 (it was the last race, 3.15 on the running order), the
parents' race moves to the end, and Miss Kaur will do the finishing line with the camera. The extraction keeps Mr
Hale's 3 o'clock meeting, the parents' race moving to the end and Miss Kaur on the camera, and drops 2.40. The
running-order note (Y6 relay 3.15, last race) is still in memory. Question (Wed 22/6, Mr Hale): "what time am I
starting the yr 6 relay tomorrow?" -> expected 2.40. The assistant says 3.15.

Expected verdict: ExtractionError at mem0.extract inside the 16/6 add (fault() wraps that one add). Asserted: the
note says 2.40; no stored memory mentions it, while the running order's 3.15 and the meeting from the same note are
in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b89_mem0_sportsday_relay_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wrp-sportsday"
HALE = ("chat w/ Jim Hale at lunch - he's got to dash at 3 on the day, cluster heads mtg at Purwell. so Y6 house "
        "relay goes at 2.40 now, parents race to the very end (he won't mind missing that lol). Miss Kaur doing "
        "the finish line + camera")
NOTES = [
    ("27/5/33", "sports day THURS 23 JUNE, rain day fri 24th. field marked out wk before (Steve the caretaker). "
                "houses: Oak red, Ash green, Elm yellow, Birch blue - stickers from the office",
     ["Sports day is Thursday 23 June, rain day Friday 24 June",
      "Steve the caretaker marks out the field the week before",
      "House colours: Oak red, Ash green, Elm yellow, Birch blue; stickers from the office"]),
    ("1st June", "running order agreed at staff mtg: KS1 9.30-11.45 (beanbag, egg+spoon, sack, flat 40m), picnic "
                 "lunch w parents 12-1, KS2 1.15 onwards - flat races, hurdles, obstacle, then Y6 house relay 3.15 "
                 "as the big finish. Jim H starting the races",
     ["KS1 races 9.30-11.45: beanbag, egg and spoon, sack, flat 40m",
      "Picnic lunch with parents 12-1",
      "KS2 races from 1.15: flat races, hurdles, obstacle race, then the Y6 house relay at 3.15 as the last race",
      "Mr Hale (Jim) is starting the races"]),
    ("6.6.33", "need 8 parent helpers for the KS1 stations, letter out tues. Mrs Dacre + Mr Osei said yes already",
     ["Need 8 parent helpers for the KS1 stations; letter goes out Tuesday",
      "Mrs Dacre and Mr Osei have already volunteered to help"]),
    ("9/6", "PTA doing ice lollies 50p + squash, gazebo from the scouts. first aid - Mrs Lamb + the kit from the "
            "medical room",
     ["PTA selling ice lollies at 50p and squash, using the scouts' gazebo",
      "Mrs Lamb is first aider, with the kit from the medical room"]),
    ("16/6", HALE,
     # the planted fault: the 2.40 relay is dropped
     ["Mr Hale has to leave at 3pm on sports day for the cluster heads' meeting at Purwell",
      "The parents' race is moved to the very end of sports day",
      "Miss Kaur is doing the finish line and the camera"]),
    ("Jun 20", "cups + house shield back from the engraver, in my cupboard. Oak won last yr (grr)",
     ["Cups and the house shield are back from the engraver, in Mrs Okafor's cupboard",
      "Oak won sports day last year"]),
    ("21-6", "forecast good for thurs, 22 degrees. suncream letter sent, hats!!",
     ["Forecast for Thursday is good, about 22 degrees", "Suncream letter sent home; children need hats"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wrp-sportsday"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == HALE:
                assert "2.40" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time am I starting the yr 6 relay tomorrow?"
    with turn_span("question Wed 22/6"):
        hits = []
        for query in ("Y6 house relay time", "relay start time Mr Hale", "sports day running order KS2 races",
                      "Mr Hale leaving 3pm meeting"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 22 June 2033. You are talking to Mr Hale (Jim), the Y6 teacher."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Y6 house relay at 3.15" in c for c in context), context
        assert any("cluster heads' meeting" in c for c in context), context
        assert not any("2.40" in s for s in stored + context[1:]), stored
        reply = answer(question, context, mock="3.15 - the Y6 house relay's the last race of the afternoon. Bit "
                                               "tight with your 3 o'clock meeting at Purwell!")
finish(question, expected="twenty to three", actual=reply)
