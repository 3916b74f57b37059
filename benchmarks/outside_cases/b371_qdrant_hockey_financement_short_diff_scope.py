"""Batch 371 (held out). A Quebec minor hockey team's fundraising: qdrant collection of the parents' committee
notes, script style (every call its own trace); for a "combien" question the helper asks only the fundraising and
tournament notes, and the note with the café-muffins money was filed under the equipment swap.

App: the Draveurs M15 BB of Sainte-Odile-du-Lac are raising 2 400 $ for the bus and the hotel of the tournoi de la
Vallée-Blanche (20-22 mars 2026): a bottle drive (vente de bouteilles), bagging at the IGA (emballage), a 50/50 draw
(moitié-moitié), and a café-muffins table at the association's equipment swap (bourse d'équipement). Chantal (the
team treasurer) files the committee's notes into one qdrant collection with a payload ``kind`` (financement, glace,
équipement, tournoi); for a "combien" question the helper asks only ``kind`` in financement/tournoi (the 5 nearest).

Planted fault (RetrievalError, filtered out by the scope): the notes of 25/01 (bouteilles 486,50 $), dim. 8 fév.
(emballage IGA 902 $) and 2026-03-02 (moitié-moitié 211,25 $) are fundraising notes. Chantal's note of sam. 28 fév.
starts with the swap itself (40+ pairs of skates changed hands, Jacob's goalie pads gone in 5 min), so it was filed
under équipement, and says in passing that the café-muffins table brought in 318,75 $ for the trip. Question (mer.
4 mars, Marc-André, a dad on the committee): "combien il nous manque pour l'objectif du voyage? faut savoir si on
refait un emballage" -> expected 481,50 $ (2 400 $ less 486,50 + 902 + 211,25 + 318,75 = 1 918,50 $). The scoped
query returns the fundraising and tournament notes; the assistant says 800,25 $.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the sam. 28 fév. note is
in the collection and among the question's 6 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 6 nearest and not in the filtered result; no context line has
318,75 or muffins; the goal and the three other amounts are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b371_qdrant_hockey_financement_short_diff_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "draveurs-m15bb-financement-2026"
MUFFINS = ("sam. 28 fév. - bourse d'équipement done ✅ 40+ paires de patins ont changé de main, les jambières de "
           "Jacob parties en 5 min 😂 merci aux bénévoles. oh et la table café-muffins a ramassé 318,75 $ pour le "
           "voyage, merci Mme Lavoie!! c'est dans le compte")
NOTES = [
    (1, "financement", "2026-01-18 19h00 OBJECTIF 💰 2 400 $ pour l'autobus + l'hôtel du tournoi de Vallée-Blanche. "
                       "vente de bouteilles sam. 24 jan., emballage au IGA le 7 fév., on verra pour le reste"),
    (2, "financement", "25/01 bouteilles = 486,50 $ !! merci aux parents avec des pick-ups, la remorque de Luc a "
                       "sauvé la journée"),
    (3, "glace", "glaces jusqu'au 26 mars: pratiques mar. 17h15 + jeu. 18h30, aréna Lucien-Gaudreau, glace 2. "
                 "arrivez 30 min avant svp"),
    (4, "financement", "dim. 8 fév. emballage au IGA = 902 $ (dont un 50 $ d'un monsieur qui a juste donné un "
                       "billet 😮). 14 jeunes présents sur 17, bravo la gang"),
    (5, "tournoi", "Vallée-Blanche 20-22 mars, 4 matchs garantis, l'inscription est payée par l'asso. hôtel réservé "
                   "pour ven. + sam., 9 chambres"),
    (6, "équipement", MUFFINS),
    (7, "financement", "2026-03-02 moitié-moitié au match de dim. 1er mars: 211,25 $ pour nous (le gagnant a eu "
                       "pareil, il était content)"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Chantal"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "combien il nous manque pour l'objectif du voyage? faut savoir si on refait un emballage"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=6).points]
assert MUFFINS in wider, wider
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["financement", "tournoi"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=money, limit=5)
hits = [p.payload["text"] for p in found.points]
context = ["Today is mer. 4 mars 2026. You are talking to Marc-André, a dad on the Draveurs M15 BB parents' "
           "committee (Sainte-Odile-du-Lac)."] + hits
assert MUFFINS not in hits and not any(w in c.lower() for c in context for w in ("318,75", "muffins")), context
for amount in ("2 400 $", "486,50 $", "902 $", "211,25 $"):
    assert any(amount in c for c in context), (amount, context)
reply = answer(question, context, mock="Il manque 800,25 $ - on a 1 599,75 $ (486,50 + 902 + 211,25) sur 2 400 $.")
finish(question, expected="481,50 $ - 1 918,50 $ raised incl. the 318,75 $ from the café-muffins table at the bourse",
       actual=reply)
