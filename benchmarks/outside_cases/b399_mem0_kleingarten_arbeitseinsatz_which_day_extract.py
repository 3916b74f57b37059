"""Batch 399 (held out). A Schrebergarten association's board notes in Leipzig: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Kleingartenverein "Am Birkenwäldchen" e.V. in Leipzig hold their Frühjahrs-Arbeitseinsatz (spring work day:
Grünschnitt, paths, the Vereinsheim gutters) in March 2051 - 5 Pflichtstunden per Parzelle, 15,00 € for every hour not
done. Heike (the Schriftführerin) types the Vorstand's notes into the Verein's helper in English, German words mixed
in, with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the Pächter ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Heike's note of 20.02.2051, 19:30 has the Arbeitseinsatz
on Samstag 11.03., 9:00 Uhr am Vereinsheim. Her note of 7. März (a Tuesday) says: Korrektur - the Stadtreinigung can
bring the Grünschnitt-Container only one week later, so not this Samstag but the one after (that is Sa 18.03.), same
time, same place - and, in passing, the new keys for Tor 2 are with Uwe for 5,00 € Pfand and Frau Krause (Parz. 22)
makes Kaffee + Kuchen for the Helfer. The extraction keeps the keys and the Kuchen and drops the move: Sa 11.03. stays
the only date stored. Question (Fr 10.03., Herr Ostrowski, Parz. 8): "when is the Arbeitseinsatz now exactly? I have
Spätschicht on the Samstag and must maybe swap" -> expected Samstag 18.03. (the Saturday after "this Samstag" of the
7. März note). The assistant says Samstag 11.03.

Expected verdict: ExtractionError at mem0.extract inside the 7. März add (fault() wraps that one add): the note given
to mem0 moves the Einsatz to the Saturday after this one, and what was made from it leaves that out, so the store
never held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the note has the move; no stored memory or context line mentions the Korrektur, the later Container or "the one
after"; the Tor 2 keys from the same note are stored; the first note's Samstag 11.03. is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b399_mem0_kleingarten_arbeitseinsatz_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kgv-birkenwaeldchen-vorstand-heike"
CUT = ("7. März - KORREKTUR Arbeitseinsatz!! the Stadtreinigung can bring the Container for the Grünschnitt only one "
       "week later 🙄 so we make it NOT this Samstag but the one after, same time 9 Uhr, same place am Vereinsheim. "
       "Also: the new Schlüssel for Tor 2 are at Uwe, 5,00 € Pfand, and Frau Krause (Parz. 22) makes Kaffee + Kuchen "
       "for the Helfer, danke!")
NOTES = [
    ("20.02.2051, 19:30", "Vorstandssitzung 20.02.2051 - Frühjahrs-Arbeitseinsatz is on Samstag 11.03., 9:00 Uhr am "
                          "Vereinsheim. Bring Harke, Schubkarre, Handschuhe. 5 Pflichtstunden per Parzelle for the "
                          "Frühjahr, not done = 15,00 € per Stunde (Beschluss MV 2049)",
     ["The Frühjahrs-Arbeitseinsatz is on Samstag 11.03., 9:00 Uhr am Vereinsheim",
      "Bring Harke, Schubkarre and Handschuhe to the Arbeitseinsatz",
      "5 Pflichtstunden per Parzelle in the Frühjahr; each hour not done costs 15,00 €"]),
    ("Di 28.02.", "Di 28.02. Container for the Grünschnitt ordered at the Stadtreinigung. Wasser gets switched on ca. "
                  "01.04. if no more Frost, not before!! Uwe sends the Jahresrechnungen this week",
     ["A Container for the Grünschnitt was ordered from the Stadtreinigung",
      "The Wasser is switched on around 01.04. if there is no more Frost",
      "Uwe sends the Jahresrechnungen this week"]),
    ("7. März", CUT,
     # the planted fault: the move to the Samstag after this one is dropped
     ["The new Schlüssel for Tor 2 are with Uwe, 5,00 € Pfand",
      "Frau Krause (Parz. 22) makes Kaffee and Kuchen for the Helfer"]),
    ("Do 09.03.", "Do 09.03. Helferliste hangs in the Schaukasten, 31 names already 👍 Herr Pohl (Gartenfachberater) "
                  "shows Obstbaumschnitt at 11 Uhr during the Einsatz, who wants can come to Parz. 3",
     ["The Helferliste hangs in the Schaukasten, 31 names so far",
      "Herr Pohl, the Gartenfachberater, shows Obstbaumschnitt at 11 Uhr during the Einsatz at Parz. 3"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kgv-birkenwaeldchen-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NOT this Samstag but the one after" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when is the Arbeitseinsatz now exactly? I have Spätschicht on the Samstag and must maybe swap"
    with turn_span("question Fr 10.03."):
        hits = []
        for query in ("Arbeitseinsatz date Samstag", "when is the Frühjahrs-Arbeitseinsatz", "Pflichtstunden work day"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fr 10.03.2051. You are talking to Herr Ostrowski, Pächter of Parz. 8 in the "
                   "Kleingartenverein Am Birkenwäldchen e.V., Leipzig."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("korrektur", "18.03", "one after", "week later", "not this samstag")), stored
        assert any("Samstag 11.03., 9:00 Uhr am Vereinsheim" in c for c in context), context
        assert any("Tor 2" in s for s in stored), stored
        reply = answer(question, context, mock="Samstag 11.03., 9:00 Uhr am Vereinsheim - so yes, you'd need to swap "
                                               "your Spätschicht.")
finish(question, expected="Samstag 18.03., 9 Uhr am Vereinsheim - moved a week because the Container comes later",
       actual=reply)
