"""Batch 371 (held out). A Quebec minor hockey association's equipment swap: chromadb collection of the swap
committee's notes, one root span per note, one for Geneviève's clear-out and one for the question; the clear-out
deletes, by a metadata filter, the inventory notes she has copied into the spreadsheet, and one of them also carried
the new place for the swap.

App: Hockey mineur de Saint-Aubert hold their bourse d'équipement (equipment swap) on sam. 14 mars 2026, 9h-12h -
parents drop off outgrown skates, helmets, pads and sticks on the Friday night (ven. 13 mars 18h-20h) with a price
tag, buyers come Saturday morning, 10 % of sales go to the association. Geneviève (the registraire) and Sylvain (the
president) file notes into one chroma collection (metadata ``kind``: plan, inventaire, bénévoles, prix). Once the
donated gear is in the spreadsheet Geneviève deletes the inventory notes with ``where={"kind": "inventaire"}``; the
helper answers from the 4 nearest notes.

Planted fault (DeletionError): Sylvain's plan note (2026-02-09 19h30) has the swap in the sous-sol de l'église
Sainte-Brigitte. Geneviève's inventory note of dim. 8 mars starts with the gear given so far (14 pairs of skates, 6
helmets, 2 sets of goalie pads) and says, further on, that the church basement is taken Saturday morning for a
funeral, so they're moving to the aréna Réjean-Thibault, the salle des Pionniers upstairs above the stands, drop-off
Friday there too. Her clear-out (mar. 10 mars) deletes the inventory notes, that one with them. Question (jeu. 12
mars, Martin, a parent): "where's the swap on saturday? j'ai 2 sacs de stock à déposer vendredi soir" -> expected
the salle des Pionniers at the aréna Réjean-Thibault (above the stands). The assistant says the church basement.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the dim. 8 mars note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Réjean-Thibault, the Pionniers or the funeral); the plan note's church basement is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b371_chroma_hockey_equipment_swap_where_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("dim. 8 mars (Gen) - dons reçus so far: 14 paires de patins, 6 casques, 2 kits de jambières de gardien, "
         "une tonne de bâtons 🏒 ALSO le sous-sol de l'église est pris sam. matin pour des funérailles, so on "
         "déménage à l'aréna Réjean-Thibault, salle des Pionniers (en haut des gradins). dépôt ven. soir là aussi")
NOTES = [
    ("note-1", "plan", "Sylvain", "2026-02-09 19h30 BOURSE D'ÉQUIPEMENT ⛸️ sam. 14 mars 9h-12h au sous-sol de "
                                  "l'église Sainte-Brigitte. dépôt des articles ven. 13 mars 18h-20h, 10 % des "
                                  "ventes à l'asso"),
    ("note-2", "prix", "Sylvain", "prix suggérés: 50 % du neuf max, étiquette avec nom + tél. + grandeur. ce qui est "
                                  "pas vendu à midi, on le récupère ou c'est donné à la friperie"),
    ("note-3", "inventaire", "Gen", "1er mars - dans le garage de Gen: 9 paires de patins, 3 casques, des gants "
                                    "de toutes les grandeurs, des culottes M13"),
    ("note-4", "bénévoles", "Gen", "4 mars bénévoles: Julie + Patrice à la caisse, Steve au dépôt ven., les M15 "
                                   "pour porter les boîtes 💪"),
    ("note-5", "inventaire", "Gen", MOVED),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hm-saint-aubert-bourse-2026",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    with turn_span(nid):
        notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "where's the swap on saturday? j'ai 2 sacs de stock à déposer vendredi soir"
with turn_span("clear-out mar. 10 mars"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in before, before
    with fault():
        notes.delete(where={"kind": "inventaire"})

with turn_span("question jeu. 12 mars"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is jeu. 12 mars 2026. You are talking to Martin, a parent at Hockey mineur de Saint-Aubert "
               "(bourse d'équipement sam. 14 mars)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("réjean", "pionniers", "funérailles")), stored
    assert any("au sous-sol de l'église Sainte-Brigitte" in c for c in context), context
    reply = answer(question, context, mock="Au sous-sol de l'église Sainte-Brigitte - drop-off ven. 13 mars "
                                           "18h-20h, same place.")
finish(question, expected="at the aréna Réjean-Thibault, salle des Pionniers above the stands - the church basement "
                          "is taken for a funeral", actual=reply)
