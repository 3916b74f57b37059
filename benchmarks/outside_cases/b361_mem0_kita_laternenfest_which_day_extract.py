"""Batch 361 (held out). A Kita parents' group: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Elternbeirat of Kita Sonnenblume (an international daycare in Düsseldorf-Oberkassel; most parents are
expats, the group writes English with German words in it) keeps its notes in a helper: Femke (Dutch, the
Elternbeirat chair) types the Kita's news with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Femke's note of 2051-10-04T20:15 has the
Laternenfest on Fr 03.11. um 17:00 in the Kita garden. Her note of Mo 30.10. says the Laternen from the
Bastelnachmittag are not dry yet and Frau Kaya is krank, so the Laternenfest is verschoben to Friday next week,
same Uhrzeit - and, in the same note, 1 Liter Kinderpunsch per family and LED-Teelichter only. The extraction keeps
the Punsch and the LED lights and drops the move. A temporal question: "Friday next week" is resolved against the
note's own date - Mo 30.10.2051 is in KW 44, next week is KW 45 (06.-12.11.), so its Friday is Fr 10.11.; the note
gives no date, only the relative day. Question (Mi 01.11., Arjun): "when exactly is the Laternenfest? my
Schwiegermutter wants to come from Köln and needs to book the train" -> expected Friday 10.11. at 17:00. The
assistant says Friday 03.11. at 17:00.

Expected verdict: ExtractionError at mem0.extract inside the Mo 30.10. add (fault() wraps that one add): the note
given to mem0 moves the Laternenfest to Friday next week, and what was made from it leaves that out, so the store
never held the move the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note says "verschoben" and "Friday next week"; no stored memory or context line mentions verschoben,
next week, 10.11. or the wet Laternen; the Punsch from the same note is stored; the first note's Fr 03.11. is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b361_mem0_kita_laternenfest_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kita-sonnenblume-elternbeirat-femke"
CUT = ("Mo 30.10. - hi all, short info from the Kita: the Laternen from the Bastelnachmittag are still not dry "
       "(too much Kleister 🙈) and Frau Kaya is krank, so the Laternenfest is verschoben to Friday next week, same "
       "Uhrzeit. ALSO pls every family 1 Liter Kinderpunsch, and only LED-Teelichter, no real candles (Brandschutz!)")
NOTES = [
    ("2051-10-04T20:15", "2051-10-04T20:15 Laternenfest 🏮 am Fr 03.11. um 17:00 in the Kita garden, then the Umzug "
                         "round the Barbarossaplatz with the Martinsreiter, ca. 45 Min. Kinder bring their Laterne, "
                         "parents bring warm clothes 😉",
     ["The Laternenfest is on Fr 03.11. at 17:00 in the Kita garden",
      "After the Laternenfest there is an Umzug round the Barbarossaplatz with the Martinsreiter, about 45 minutes",
      "Children bring their Laterne to the Laternenfest"]),
    ("Di 17.10.", "Di 17.10. Bastelnachmittag for the Laternen is Do 26.10. 15:00-17:00 in the Gruppenraum, pls "
                  "bring 1 Käseschachtel + Transparentpapier. Kaffee & Kuchen by the Igelgruppe parents",
     ["The Bastelnachmittag for the Laternen is Do 26.10. 15:00-17:00 in the Gruppenraum",
      "Bring a Käseschachtel and Transparentpapier to the Bastelnachmittag",
      "The Igelgruppe parents do Kaffee and Kuchen at the Bastelnachmittag"]),
    ("Mo 30.10.", CUT,
     # the planted fault: the move of the Laternenfest to Friday next week is dropped
     ["Every family brings 1 Liter Kinderpunsch to the Laternenfest",
      "Only LED-Teelichter in the Laternen, no real candles (Brandschutz)"]),
    ("Di 31.10.", "Di 31.10. Elternabend KW 46 is cancelled, new Termin comes in the Kita-App. and the Fundkiste "
                  "is full again, pls check before the Herbstferien-Spende goes out",
     ["The Elternabend in KW 46 is cancelled, a new date will come in the Kita-App",
      "The Fundkiste is full; parents should check it before it is given away"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kita-sonnenblume-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Laternenfest is verschoben to Friday next week" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when exactly is the Laternenfest? my Schwiegermutter wants to come from Köln and needs to book the train"
    with turn_span("question Mi 01.11."):
        hits = []
        for query in ("Laternenfest date", "when is the Laternenfest", "Laternenfest Umzug Uhrzeit"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 1 November 2051. You are talking to Arjun, a parent at Kita Sonnenblume."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("verschoben", "next week", "10.11", "not dry", "krank")), stored
        assert any("Kinderpunsch" in s for s in stored), stored
        assert any("Fr 03.11. at 17:00" in c for c in context), context
        reply = answer(question, context, mock="Friday 03.11. at 17:00 in the Kita garden, then the Umzug - about 45 "
                                               "minutes, so she can take a train back the same evening.")
finish(question, expected="Friday 10.11. at 17:00 - it was moved to Friday next week (said on Mo 30.10.)",
       actual=reply)
