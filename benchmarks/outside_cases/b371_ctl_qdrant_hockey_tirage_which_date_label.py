"""Batch 371 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
(each entry the treasurers file is its own trace) and one for the question.

App: the Carcajous M13 B of Val-Brébeuf run a raffle (tirage) to pay for their tournament trips - books of 10
tickets at 5 $, first prize a 300 $ gift card at the Boutique Sport Lafrenière, drawn at a home game at the aréna
Marcel-Dufresne. Chantal (the treasurer) and Benoît (the assistant treasurer) file notes into one qdrant collection;
the helper answers parents' questions from the 4 nearest.

Memory: Chantal, 2026-02-01 18h40 - the tirage is at the last game of the season, dim. 1er mars 13h at the aréna;
Chantal, 18 fév. - 64 books sold out of 120; Chantal, sam. 28 fév. - the draw isn't tomorrow after all, it's pushed to
la semaine prochaine, same time, at Sunday's game, to finish selling the books, bring back your stubs; Benoît, 2 mars
- stubs and money to him in the vestiaire before practices; Chantal, 3 mars - the bourse d'équipement's café table.
Question (mer. 4 mars, Sophie, a grandmother): "c'est quand le tirage? ma belle-sœur veut savoir si elle a encore le
temps d'acheter un billet" The assistant says dim. 8 mars, 13h at the game - there's still time. The label says dim.
1er mars.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b371_ctl_qdrant_hockey_tirage_which_date_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "carcajous-m13b-tirage-2026"
NOTES = [
    (1, "Chantal", "2026-02-01 18h40 TIRAGE 🎟️ livrets de 10 billets à 5 $, 1er prix carte-cadeau 300 $ Boutique "
                   "Sport Lafrenière. tirage au dernier match de la saison, dim. 1er mars 13h à l'aréna"),
    (2, "Chantal", "18 fév. 64 livrets vendus sur 120 so far, lâchez pas 💪"),
    (3, "Chantal", "sam. 28 fév. - le tirage est pas demain finalement 😬 on le repousse à la semaine prochaine, même "
                   "heure, au match de dim., pour finir de vendre les livrets. ramenez vos talons!!"),
    (4, "Benoît", "2 mars talons + argent à moi au vestiaire avant les pratiques, chèques à l'ordre des Carcajous"),
    (5, "Chantal", "3 mars la table café de la bourse d'équipement sam. 14 mars, qui peut faire des muffins? 🧁"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "c'est quand le tirage? ma belle-sœur veut savoir si elle a encore le temps d'acheter un billet"
with turn_span("question mer. 4 mars"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is mer. 4 mars 2026. You are talking to Sophie, grandmother of a Carcajous M13 B player "
               "(Val-Brébeuf)."] + hits
    assert any("tirage au dernier match de la saison, dim. 1er mars 13h" in c for c in context), context
    assert any("on le repousse à la semaine prochaine, même heure, au match de dim." in c for c in context), context
    reply = answer(question, context, mock="Dim. 8 mars, 13h au match à l'aréna - Chantal l'a repoussé d'une "
                                           "semaine, so oui, ta belle-sœur a encore le temps.")
finish(question, expected="dim. 1er mars", actual=reply)
