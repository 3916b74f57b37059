"""Batch 361 (held out). A Kleingartenverein: chromadb collection of the Vorstand's notes, script style (every call
its own trace); for a money question the helper asks only the finance notes, and the note that raised the
Ersatzgeld was filed under the Gemeinschaftsarbeit.

App: KGV Rheinaue e.V. (a Kleingartenverein in Bonn-Beuel, 64 Parzellen, a lot of expat members, so the Vorstand
writes its notes in English with the German terms left in) keeps the Vorstand's notes in one chroma collection with
metadata ``kind`` (finanzen, wasser, arbeitsdienst, fest, regeln). For a money question the helper asks only the
finance notes (``where={"kind": "finanzen"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Herr Schulte's (Kassenwart) note of 2051-01-20T19:00 has
the Jahresabrechnung 2051: Pacht 186,00 € for a 300 m² Parzelle, Mitgliedsbeitrag 48,00 €, and Ersatzgeld of
12,50 € for every Gemeinschaftsstunde not done (10 Std. Pflicht). His note of Di 07.03. adds the Umlage for the new
Zaun, 25,00 € per Parzelle, once, with the Jahresabrechnung. Bart's (Schriftführer, Dutch) note of Mo 20.03. starts
with the Gemeinschaftsarbeit Termine (so it was filed as arbeitsdienst) and says, in passing: the
Mitgliederversammlung on Sa 18.03. voted the Ersatzgeld up to 15,00 € per missing Stunde from this year - sorry,
mistake in the Rundbrief, there it still says 12,50. A numeric question (a sum of recorded values): Question
(Mo 02.10., Lieke, Parzelle 23, who did 6 of her 10 Stunden): "what's my total for the Jahresabrechnung? I only did
6 of the 10 Stunden 🙈" -> expected 319,00 € (186,00 + 48,00 + 25,00 + 4 x 15,00). The scoped query returns only
the two finance notes (there are no more); the assistant says 309,00 € (with 4 x 12,50).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Bart's Mo 20.03. note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has 15,00 or the Mitgliederversammlung; the 12,50 €, the Pacht, the Beitrag and the Zaun-Umlage are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b361_chroma_kleingarten_jahresabrechnung_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RAISE = ("Mo 20.03. (Bart) Gemeinschaftsarbeit Termine 2051: Sa 15.04., Sa 13.05., Sa 16.09., always 9:00-13:00, "
         "Hecke + Hauptweg + Kompost. sign in at the Vereinsheim list pls. oh and the MV on Sa 18.03. voted the "
         "Ersatzgeld up to 15,00 € per missing Stunde from this year - sorry, mistake in the Rundbrief, there it "
         "still says 12,50")
NOTES = [
    ("finanzen", "2051-01-20T19:00 (Herr Schulte, Kasse) Jahresabrechnung 2051 comes in KW 40: Pacht 186,00 € for "
                 "a 300 m² Parzelle, Mitgliedsbeitrag 48,00 €, and Ersatzgeld 12,50 € for every Gemeinschaftsstunde "
                 "not done (10 Std. Pflicht per Parzelle). Überweisung within 4 weeks pls"),
    ("finanzen", "Di 07.03. (Herr Schulte) Umlage for the new Zaun at the Rheinseite: 25,00 € per Parzelle, only "
                 "once, comes with the Jahresabrechnung. Strom is extra only for the 6 Parzellen with a Zähler"),
    ("wasser", "Sa 01.04. Wasser is on again 💧 Zählerstand pls by 15.10. to Herr Schulte, photo is fine. Wasser "
               "is billed in 2052 with the next Abrechnung"),
    ("arbeitsdienst", RAISE),
    ("fest", "Do 11.05. Sommerfest Sa 24.06. from 15:00, Spanferkel + Salatbuffet, Kinderschminken, Tombola. "
             "Kuchenliste at the Vereinsheim"),
    ("regeln", "Mi 14.06. reminder: Rasenmähen only Mo-Fr 8:00-13:00 + 15:00-19:00 and Sa till 17:00, Sonntag "
               "Ruhe!! Hecke max 1,25 m"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kgv-rheinaue-vorstand-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "what's my total for the Jahresabrechnung? I only did 6 of the 10 Stunden 🙈"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RAISE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": "finanzen"})
hits = found["documents"][0]
context = ["Today is Mon 2 October 2051. You are talking to Lieke, who has Parzelle 23 (300 m², no Strom-Zähler) "
           "at KGV Rheinaue e.V."] + hits
assert RAISE not in hits and not any(w in c for c in context for w in ("15,00", "MV on", "voted")), context
assert any("Ersatzgeld 12,50 €" in c and "Pacht 186,00 €" in c and "Mitgliedsbeitrag 48,00 €" in c
           for c in context), context
assert any("25,00 € per Parzelle" in c for c in context), context
reply = answer(question, context, mock="309,00 € - Pacht 186,00 € + Beitrag 48,00 € + Zaun-Umlage 25,00 € + "
                                       "4 missing Stunden x 12,50 € = 50,00 €.")
finish(question, expected="319,00 € - 186,00 + 48,00 + 25,00 + 4 x 15,00 € (the MV raised the Ersatzgeld to 15,00 €)",
       actual=reply)
