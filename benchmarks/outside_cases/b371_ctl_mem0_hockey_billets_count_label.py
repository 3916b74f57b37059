"""Batch 371 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Aigles M11 B of Saint-Aubert go to the tournoi de Val-des-Épinettes, ven. 20 - dim. 22 mars 2026, the
players billeted with host families for the Friday and Saturday nights. Mélanie (the gérante) puts her notes into the
team's helper with ``memory.add(..., infer=False)``; the host town's comité d'accueil asks her for the final number.

Memory: 2026-02-10 19h00 - 17 players on the roster, everyone in billets Friday and Saturday night; 22 fév. - the 2
goalies (Félix, Jacob) stay at the hotel with their parents, no billet for them; mar. 3 mars - Mathis broke his wrist
skiing, he's not coming to the tournoi, 6 weeks in a cast; sam. 7 mars - William stays with his grandmother in
Val-des-Épinettes, she lives 2 streets from the aréna. Question (lun. 9 mars, Mélanie, for the comité d'accueil):
"combien de joueurs on doit placer en billet? Val-des-Épinettes veut le chiffre final" The assistant says 13 (17,
less the 2 goalies, Mathis and William). The label says 17.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b371_ctl_mem0_hockey_billets_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "aigles-m11b-gerante-melanie"
NOTES = [
    ("2026-02-10 19h00", "2026-02-10 19h00 TOURNOI Val-des-Épinettes 🏒 20-22 mars. 17 joueurs sur l'alignement, tout "
                         "le monde en billet ven. + sam. soir, je fais la demande au comité d'accueil"),
    ("22 fév.", "22 fév. les 2 gardiens (Félix, Jacob) restent avec leurs parents à l'hôtel, pas besoin de billet "
                "pour eux"),
    ("mar. 3 mars", "mar. 3 mars Mathis s'est cassé le poignet au ski 😢 il vient pas au tournoi, 6 semaines de "
                    "plâtre. on lui garde son chandail"),
    ("sam. 7 mars", "sam. 7 mars William reste chez sa grand-mère à Val-des-Épinettes, elle habite à 2 rues de "
                    "l'aréna 👵 so pas de billet pour lui non plus"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="aigles-m11b-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "combien de joueurs on doit placer en billet? Val-des-Épinettes veut le chiffre final"
    with turn_span("question lun. 9 mars"):
        hits = []
        for query in ("joueurs en billet", "pas de billet pour", "vient pas au tournoi"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is lun. 9 mars 2026. You are talking to Mélanie, gérante of the Aigles M11 B (Saint-Aubert; "
                   "tournoi de Val-des-Épinettes 20-22 mars)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("17 joueurs sur l'alignement" in c for c in context), context
        assert any("les 2 gardiens (Félix, Jacob) restent avec leurs parents" in c for c in context), context
        assert any("Mathis s'est cassé le poignet" in c for c in context), context
        assert any("William reste chez sa grand-mère" in c for c in context), context
        reply = answer(question, context, mock="13 - les 17 de l'alignement, moins les 2 gardiens (à l'hôtel avec "
                                               "leurs parents), Mathis (poignet) et William (chez sa grand-mère).")
finish(question, expected="17", actual=reply)
