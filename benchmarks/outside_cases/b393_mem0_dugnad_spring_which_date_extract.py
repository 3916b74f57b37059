"""Batch 393 (held out). A Bergen housing co-op's spring dugnad: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Tyttebærlia borettslag (four blocks, A-D, 56 flats) hold their vårdugnad in April 2051 - rake and sweep, the
flower beds, a container for garden waste and junk, food afterwards. Solveig (who leads the dugnadskomité) types
her notes into the co-op's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; residents ask
it things.

Planted fault (ExtractionError, a fact dropped at extraction): Solveig's note of 02.03.2051 kl. 21.10 has the
dugnad on lør 29.04., kl. 10-14, meeting at the bin house. Her note of tirs 11.04. says Hordnes Container rang -
they have no container free the weekend of 28.-30.04., only the weekend before - so the dugnad moves to "lørdag
neste uke" (Saturday of the following week, read against the note's own date: lør 22.04.), same hours, the board is
fine with it; and, in passing, bring your own work gloves and Trond is grilling sausages instead of pizza this year.
The extraction keeps the gloves and the sausages and drops the move: 29.04. stays the only date stored. Question
(man 17.04., Ahmed in D4): "hvilken dato er dugnaden? må bytte vakt på jobben" -> expected lørdag 22.04. The
assistant says lørdag 29.04.

Expected verdict: ExtractionError at mem0.extract inside the tirs 11.04. add (fault() wraps that one add): the note
given to mem0 moves the dugnad to the Saturday of the following week, and what was made from it leaves that out, so
the store never held the date the answer needs; the search and the answer then worked faithfully on what was
stored. Asserted: the note has the move; no stored memory or context line mentions 22.04, "neste uke", the move or
the container not being free; the gloves from the same note are stored; the first note's 29.04. is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b393_mem0_dugnad_spring_which_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tyttebaerlia-dugnad-solveig"
CUT = ("tirs 11.04. - Hordnes Container ringte 🙄 de har ikke container ledig helga 28.-30.04., bare helga før. så vi "
       "flytter dugnaden til lørdag neste uke, samme tid 10-14, styret er ok med det, ny lapp i postkassene i morgen. "
       "ALSO: husk egne arbeidshansker!! og Trond griller pølser istedenfor pizza i år (billigere + han insisterer)")
NOTES = [
    ("02.03.2051 kl. 21.10", "VÅRDUGNAD 🌷 lør 29.04. kl. 10-14, oppmøte ved søppelhuset. container fra Hordnes "
                             "Container står fra fre kveld. mat etter. dugnadsgebyr kr 500,- for de som ikke "
                             "stiller (vedtatt på GF)",
     ["Vårdugnaden er lørdag 29.04. kl. 10-14, oppmøte ved søppelhuset",
      "Containeren fra Hordnes Container står fra fredag kveld før dugnaden",
      "Dugnadsgebyr kr 500,- for de som ikke stiller på dugnaden"]),
    ("20.03.", "20.03. 23 av 56 leil. har svart på lappen. Kari (C2) tar blomsterbedene igjen, Ole H. fikser henger "
               "til hageavfall. søppelsekker: Europris har 3 for 2",
     ["23 av 56 leiligheter har svart på dugnadslappen",
      "Kari i C2 tar blomsterbedene på dugnaden",
      "Ole H. fikser henger til hageavfall"]),
    ("tirs 11.04.", CUT,
     # the planted fault: the move to the Saturday of the following week is dropped
     ["Beboerne må ta med egne arbeidshansker på dugnaden",
      "Trond griller pølser på dugnaden i år i stedet for pizza"]),
    ("fre 14.04.", "fre 14.04. påmeldt: 38 leil. nå 💪 river + koster lånes fra vaktmester, ligger i bod 3. Geir tar "
                   "med høytrykksspyleren til sykkelboden i blokk B",
     ["38 leiligheter er påmeldt til dugnaden",
      "River og koster lånes fra vaktmester og ligger i bod 3",
      "Geir tar med høytrykksspyler til sykkelboden i blokk B"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tyttebaerlia-dugnad-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "flytter dugnaden til lørdag neste uke" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "hvilken dato er dugnaden? må bytte vakt på jobben"
    with turn_span("question man 17.04."):
        hits = []
        for query in ("dato for dugnaden", "når er vårdugnaden", "dugnad lørdag oppmøte"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["I dag er mandag 17.04.2051. Du snakker med Ahmed i D4, beboer i Tyttebærlia borettslag."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("22.04", "neste uke", "flytter", "flytta", "ledig")), stored
        assert any("lørdag 29.04. kl. 10-14" in c for c in context), context
        assert any("arbeidshansker" in s for s in stored), stored
        reply = answer(question, context, mock="Lørdag 29.04., kl. 10-14 - oppmøte ved søppelhuset.")
finish(question, expected="lørdag 22.04. kl. 10-14 - flytta en uke fram fordi containeren bare var ledig helga før",
       actual=reply)
