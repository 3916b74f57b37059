"""Batch 390 (held out). A Fijian village Methodist church youth group's trip to the choir competition in Suva: mem0
Memory (infer=True; a scripted OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root
span per note and one for the question.

App: the Nakorovatu Methodist youth are singing at the Division choir competition on Sat 19/3/2050 at the Veiqaravi
church hall in Suva - two songs, 34 singers, a hired bus from the koro, practice every night at 7pm, soli envelopes
on the side. Mere (the youth leader) pastes her Viber notes into the youth group's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Mere's note of 2050-02-21T19:40 has the bus leaving
the koro at 5am on the day of the comp (Sat 19/3). Her note of Mon 14/3 says "isa change of plans" - the turaga ni
koro says the Waikalou crossing is flooding after all the rain, so sega 5am on the Sat, the bus goes this Fri at
4pm instead and they sleep at Tui's aunty's place in Suva - and, in passing, bring your own ibe and pillow, soli
envelopes to Mere by Wed. The extraction keeps the ibe and the envelopes and drops the new day and time: the 5am Sat
bus stays the only one stored. Question (Wed 16/3, Samu): "what day + time is the bus to Suva? need to tell my boss
at the hardware I'm off" -> expected Fri 18/3 at 4pm (this Fri from the Mon 14/3 note; the crossing's flooding).
The assistant says Sat 19/3 at 5am.

Expected verdict: ExtractionError at mem0.extract inside the Mon 14/3 add (fault() wraps that one add): the note
given to mem0 moves the bus to this Fri at 4pm, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the Fri 4pm bus; no stored memory or context line mentions 4pm, the crossing, the flooding or the aunty's
place; the ibe from the same note is stored; the first note's 5am bus is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b390_mem0_youth_choir_bus_to_suva_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nakorovatu-mcf-youth-mere"
CUT = ("Mon 14/3 - isa change of plans 😩 turaga ni koro says the Waikalou crossing is flooding after all this rain "
       "so sega 5am on the sat, bus will go this Fri 4pm instead, we sleep at Tui's aunty's place in Suva + walk to "
       "the hall in the morning. ALSO bring ur own ibe + pillow, and soli envelopes to me by Wed pls. vinaka 🙏")
NOTES = [
    ("2050-02-21T19:40", "CHOIR COMP 🎶 Sat 19/3 at the Veiqaravi church hall in Suva, our youth singing 2 songs (the "
                         "Fijian hymn + own choice). bus leaves the koro 5am on the day, Koronivalu Bus, $15 each "
                         "return. practice every night 7pm at the church, sega late pls",
     ["The youth choir competition is Sat 19/3 at the Veiqaravi church hall in Suva",
      "The bus to Suva leaves the koro at 5am on the day of the choir competition, $15 each return (Koronivalu Bus)",
      "Choir practice is every night at 7pm at the church"]),
    ("3/3", "3/3 vinaka to everyone who came to practice, 34 singers now!! Talatala says uniform is white sulu + the "
            "blue shirts, the marama are ironing",
     ["34 singers are in the youth choir now",
      "The choir uniform is white sulu and the blue shirts"]),
    ("Mon 14/3", CUT,
     # the planted fault: the bus moving to Fri 4pm is dropped
     ["Bring your own ibe (mat) and pillow for the Suva trip",
      "Soli envelopes go to Mere by Wednesday"]),
    ("Tue 15/3", "Tue 15/3 Eroni leading the choir on the day, Joji on the guitar for the own choice. marama doing "
                 "sandwiches + a flask of tea for the trip, $5 each to Mere for the food",
     ["Eroni is leading the choir on the day of the competition",
      "Joji is playing guitar for the own-choice song",
      "The marama are making sandwiches and tea for the trip, $5 each to Mere"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nakorovatu-youth-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "bus will go this Fri 4pm instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day + time is the bus to Suva? need to tell my boss at the hardware I'm off"
    with turn_span("question Wed 16/3"):
        hits = []
        for query in ("bus to Suva day and time", "when does the bus leave the koro", "choir competition trip"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 16 March 2050. You are talking to Samu, a member of the Nakorovatu Methodist youth "
                   "choir."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("4pm", "fri", "waikalou", "crossing", "flood", "aunty")), stored
        assert any("leaves the koro at 5am on the day" in c for c in context), context
        assert any("ibe" in s for s in stored), stored
        reply = answer(question, context, mock="Sat 19/3, 5am from the koro - Koronivalu Bus, $15 return.")
finish(question, expected="this Fri 18/3 at 4pm - the crossing's flooding so the bus goes the day before",
       actual=reply)
