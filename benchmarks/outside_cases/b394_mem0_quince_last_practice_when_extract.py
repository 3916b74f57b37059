"""Batch 394 (held out). A quinceañera planning group chat in San Antonio: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per message and one for
the question.

App: the Treviño family are planning Daniela's ("Dani's") quinceañera for Sat 6/18/2050 - misa at 2pm at San Judas,
the fiesta 7pm-12 at Salón Las Palomas, fourteen chambelanes and damas, the vals and a surprise dance taught by Sr.
Ibarra. Yoli (Dani's mom) posts the plans in the family chat and the chat's helper keeps them with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the chambelanes' moms ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Yoli's message of 2050-04-02T20:15 has the vals
practice every Sunday at 5pm in Tía Rosie's garage from 4/10, the last one Sun 6/12. Her message of Tue 5/31 says
Tía Rosie is getting her garage floor redone "la próxima semana", so no practice there on the 12th - the last
practice is the Thursday before the quince (Thu 6/16), 7pm at the salón, the manager is letting them have the dance
floor for a full run-through with the music - and, in passing, the chambelanes should bring their boots to break
them in. The extraction keeps the boots and drops the move: Sun 6/12 in the garage stays the only last practice
stored. Question (Fri 6/10, Norma, Marcos' mom): "when's the last practice?? Marcos has a baseball tournament this
weekend 😩" -> expected Thursday 6/16, 7pm at the salón. The assistant says Sunday 6/12, 5pm at Tía Rosie's.

Expected verdict: ExtractionError at mem0.extract inside the Tue 5/31 add (fault() wraps that one add): the message
given to mem0 moves the last practice to the Thursday before the quince at the salón, and what was made from it
leaves that out, so the store never held the practice the answer needs; the search and the answer then worked
faithfully on what was stored. Asserted: the message has the Thursday before the quince; no stored memory or
context line mentions a Thursday, the run-through or the garage floor; the boots from the same message are stored;
the first message's last practice Sun 6/12 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b394_mem0_quince_last_practice_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "trevino-familia-dani-quince"
CUT = ("Tue 5/31 ok familia 🙏 Tía Rosie's getting her garage floor redone la próxima semana 🙄 so NO practice there "
       "on the 12th. last practice is gonna be the Thursday before the quince, 7pm AT THE SALÓN, the manager said we "
       "can use the dance floor for a full run-through w/ the music. ALSO chambelanes bring ur boots to break them "
       "in, no tennis shoes!! 👢")
NOTES = [
    ("2050-04-02T20:15", "QUINCE UPDATE 👑💜 Sat 6/18 misa 2pm at San Judas, fiesta 7pm-12 at Salón Las Palomas. "
                         "chambelanes practice for the vals every Sunday 5pm at Tía Rosie's garage starting 4/10, "
                         "last one Sun 6/12. porfa no faltar!!",
     ["Dani's quince is Sat 6/18: misa 2pm at San Judas, fiesta 7pm-12 at Salón Las Palomas",
      "Chambelanes practice for the vals every Sunday at 5pm at Tía Rosie's garage, starting 4/10",
      "The last chambelanes practice is Sun 6/12 at Tía Rosie's garage"]),
    ("4/24", "4/24 Sr. Ibarra says the vals is coming along bien bonito 😭 surprise dance starts next practice, "
             "it's a cumbia medley. $20 per chambelán for him, pay me or Tía Lupe",
     ["Sr. Ibarra says the vals is coming along well",
      "The surprise dance is a cumbia medley and starts at the next practice",
      "Each chambelán pays $20 for Sr. Ibarra, to Yoli or Tía Lupe"]),
    ("Tue 5/31", CUT,
     # the planted fault: the move of the last practice to the Thursday before, at the salón, is dropped
     ["Chambelanes should bring their boots to practice to break them in, no tennis shoes"]),
    ("6/5", "6/5 tux fittings DONE ✅ pick up Fri 6/17 after 3pm at the tux place. Dani wants everybody at the "
            "church by 1:15 for fotos, no excuses lol",
     ["Tux fittings are done; tuxes get picked up Fri 6/17 after 3pm",
      "Everybody should be at the church by 1:15 on the day for photos"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="trevino-dani-quince-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"msg-{i} {day}"):
            if note == CUT:
                assert "the Thursday before the quince, 7pm AT THE SALÓN" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the last practice?? Marcos has a baseball tournament this weekend 😩"
    with turn_span("question Fri 6/10"):
        hits = []
        for query in ("last chambelanes practice", "when is practice for the vals", "practice at Tía Rosie's"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 6/10/2050. You are talking to Norma, whose son Marcos is a chambelán in Dani "
                   "Treviño's quinceañera (Sat 6/18)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("thursday", "run-through", "garage floor", "6/16")), stored
        assert any("last chambelanes practice is Sun 6/12" in c for c in context), context
        assert any("boots" in s for s in stored), stored
        reply = answer(question, context, mock="Sunday 6/12 at 5pm at Tía Rosie's garage - it's the last one, so "
                                               "Marcos really shouldn't miss it.")
finish(question, expected="Thursday 6/16, 7pm at the salón (no practice at Tía Rosie's on the 12th)", actual=reply)
