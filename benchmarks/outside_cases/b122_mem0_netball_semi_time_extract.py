"""Batch 122 (held out). A netball league secretary's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dawn, secretary of the Airedale Ladies' Netball League, types her notes (fixtures, courts, umpires, subs) into
the league helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; captains ask it about their
games.

Planted fault (ExtractionError, dropped at extraction): Dawn's note of 22.3. has the cup semis drawn for Tue 21st
April at Hillside Leisure Centre, Ravens v Hawks 8.20 on court 1. Her note of Weds 8 Apr says court 1's lights are
out till further notice, so Ravens v Hawks goes to court 3 and Hillside have given it 7.40 not 8.20 (the 7pm game
finishes early) - and, in the same note, that Jade's Comets captain now (Mel's expecting) and there are new Molten
5s in the cupboard. Extraction keeps the captain and the balls and drops the new court and time. Question (Mon 20/4,
Kat, Ravens captain): "what time's our cup semi tmrw? need to tell the girls" -> expected 7.40 on court 3. The
assistant says 8.20 on court 1.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add): the note
handed to mem0 said when the semi is now and no memory made from it does; the searches and the answer then worked on
what was stored. Asserted: the note has 7.40 and court 3; no stored memory or context line does, while the 8.20 line
and the captain and balls from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b122_mem0_netball_semi_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "airedale-netball-dawn"
MOVED = ("courts - Hillside rang, court 1 lights are out till further notice (council reckon wks!!) so Ravens v "
         "Hawks semi goes on court 3 and they've given us 7.40 not 8.20 as the 7pm one finishes early. ALSO Jade's "
         "Comets captain now, Mel's expecting (congrats Mel!!). new balls in the cupboard, Molten 5s, pls put them "
         "back in the net bag")
NOTES = [
    ("14/3", "spring league - div 2 tues nights at Hillside Leisure Centre, courts 1-3, games 7, 8.20 + 9.30ish. "
             "umpires off the rota, home team does the scoresheet. subs £45 a team by 16th may, to me or bank it",
     ["Division 2 plays on Tuesday nights at Hillside Leisure Centre on courts 1-3, games at 7, 8.20 and about 9.30",
      "Umpires come from the rota and the home team does the scoresheet",
      "League subs are £45 a team, due to Dawn by 16 May"]),
    ("22.3.", "cup draw done! semis tue 21st apr at Hillside - Ravens v Hawks 8.20 court 1, Kestrels v Comets 7pm "
              "court 2. neutral umpires, Bev sorting the rota. final's sat 16th may at the uni sports hall",
     ["Cup semi-finals are on Tuesday 21 April at Hillside",
      "The Ravens v Hawks cup semi-final is at 8.20 on court 1",
      "The Kestrels v Comets cup semi-final is at 7pm on court 2",
      "The cup semi-finals have neutral umpires; Bev is sorting the rota",
      "The cup final is Saturday 16 May at the university sports hall"]),
    ("Weds 8 Apr", MOVED,
     # the planted fault: the new court and time drop out, the rest of the note is kept
     ["Jade is now captain of the Comets because Mel is expecting",
      "New Molten size 5 balls are in the cupboard and go back in the net bag"]),
    ("Thu 9/4", "Shelley doing her C award at the semis, assessor's Pam from county - be nice to the umps!! tea urn "
                "fixed, 50p a cup, Lorraine's doing the tuck",
     ["Shelley is taking her C award umpiring assessment at the semis; the assessor is Pam from county",
      "Tea is 50p a cup at Hillside and Lorraine runs the tuck shop"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="airedale-netball"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "7.40" in note and "court 3" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's our cup semi tmrw? need to tell the girls"
    with turn_span("question Mon 20/4"):
        hits = []
        for query in ("Ravens Hawks cup semi time court", "cup semi-finals Hillside tuesday", "Hillside courts balls"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 20 April 2037. You are talking to Kat, captain of the Ravens (division 2)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Ravens v Hawks cup semi-final is at 8.20 on court 1" in c for c in context), context
        assert any("Jade is now captain" in c for c in context) and any("Molten" in c for c in context), context
        assert not any("7.40" in s or "court 3" in s or "lights" in s for s in stored + context), stored
        reply = answer(question, context, mock="8.20 on court 1 at Hillside, neutral umpires.")
finish(question, expected="7.40 on court 3 - court 1's lights are out so Hillside moved it from 8.20", actual=reply)
