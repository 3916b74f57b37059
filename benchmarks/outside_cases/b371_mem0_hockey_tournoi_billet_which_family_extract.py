"""Batch 371 (held out). A Quebec minor hockey team's tournament billets: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the Carcajous M13 B of Val-Brébeuf go to the tournoi de Saint-Clovis-des-Pins, ven. 13 - dim. 15 mars 2026;
the players are billeted ("en billets") with host families for the Friday and Saturday nights. Nathalie (the team's
gérante) types her notes into the team's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Nathalie's note of 2026-02-16 20h10 has the billet
list - Loïc + Zachary chez les Bergeron (rang 4), Mathis + Félix chez les Paquette, Olivier + Samuel chez Mme
Thibodeau. Her note of mar. 3 mars says St-Clovis called - the Bergerons have gastro, the whole house, so Loïc and
Zachary go to the Gendron-Lapointe family instead (212 rue des Érables, Sylvie G-L is the contact) - and, in the same
note, 20 $ cash for the souper spaghetti and the bus leaving the aréna at 6h45 Friday. The extraction keeps the
souper and the bus and drops the new family: the Bergerons stay the only billet stored for Loïc. Question (mer. 11
mars, Karine, Loïc's mother): "Loïc's staying with which family in St-Clovis? je veux apporter un petit cadeau de
remerciement 🎁" -> expected the Gendron-Lapointe family, 212 rue des Érables. The assistant says the Bergerons.

Expected verdict: ExtractionError at mem0.extract inside the mar. 3 mars add (fault() wraps that one add): the note
given to mem0 moves Loïc to the Gendron-Lapointe family, and what was made from it leaves that out, so the store
never held the family the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note names the Gendron-Lapointe family; no stored memory or context line mentions Gendron, the gastro
or the rue des Érables; the souper spaghetti from the same note is stored; the first note's Bergeron billet is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b371_mem0_hockey_tournoi_billet_which_family_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "carcajous-m13b-gerante-nathalie"
CUT = ("mar. 3 mars - St-Clovis a appelé 😬 les Bergeron ont la gastro, toute la maison, so Loïc + Zachary go to the "
       "Gendron-Lapointe family instead, 212 rue des Érables, Sylvie G-L is the contact. ALSO ramenez 20 $ cash pour "
       "le souper spaghetti sam. soir, and the bus leaves the aréna Marcel-Dufresne at 6h45 ven. SHARP")
NOTES = [
    ("2026-02-16 20h10", "2026-02-16 20h10 TOURNOI St-Clovis 🏒 13-15 mars, on est en billets ven. + sam. soir. "
                         "liste: Loïc + Zachary chez les Bergeron (rang 4), Mathis + Félix chez les Paquette, Olivier "
                         "+ Samuel chez Mme Thibodeau. apportez sac de couchage + oreiller svp",
     ["Loïc and Zachary are billeted with the Bergeron family (rang 4) for the St-Clovis tournoi, Fri + Sat night",
      "Mathis and Félix are billeted with the Paquette family; Olivier and Samuel with Mme Thibodeau",
      "Players bring a sleeping bag and a pillow for the billets"]),
    ("22 fév.", "22 fév. merci pour les formulaires!! Jacob (gardien) reste avec ses parents à l'hôtel, pas en "
                "billet. chandails blancs pour les matchs du vendredi",
     ["Jacob (goalie) stays at the hotel with his parents, not in a billet",
      "White jerseys for the Friday games"]),
    ("mar. 3 mars", CUT,
     # the planted fault: the move to the Gendron-Lapointe family is dropped
     ["Bring 20 $ cash for the souper spaghetti on Saturday night",
      "The bus leaves the aréna Marcel-Dufresne at 6h45 on Friday"]),
    ("sam. 7 mars", "sam. 7 mars horaire sorti: 1er match ven. 13 mars 10h20 vs les Pionniers de Rivière-aux-Saules, "
                    "2e à 16h45, sam. 9h05. les familles d'accueil reçoivent 15 $/nuit par joueur, je m'en occupe",
     ["First game Fri 13 March 10h20 vs the Pionniers de Rivière-aux-Saules, second at 16h45, Saturday 9h05",
      "Host families get 15 $ a night per player; Nathalie handles it"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="carcajous-m13b-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "go to the Gendron-Lapointe family instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Loïc's staying with which family in St-Clovis? je veux apporter un petit cadeau de remerciement 🎁"
    with turn_span("question mer. 11 mars"):
        hits = []
        for query in ("Loïc billet family", "famille d'accueil St-Clovis", "where is Loïc staying for the tournoi"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is mer. 11 mars 2026. You are talking to Karine, Loïc's mother (Carcajous M13 B, "
                   "Val-Brébeuf)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("gendron", "gastro", "érables")), stored
        assert any("billeted with the Bergeron family" in c for c in context), context
        assert any("souper spaghetti" in s for s in stored), stored
        reply = answer(question, context, mock="Chez les Bergeron, rang 4 - with Zachary, Friday and Saturday night.")
finish(question, expected="the Gendron-Lapointe family, 212 rue des Érables - the Bergerons have gastro",
       actual=reply)
