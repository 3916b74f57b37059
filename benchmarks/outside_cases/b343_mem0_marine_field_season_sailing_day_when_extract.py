"""Batch 343 (held out). A marine biology lab's field season: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per lab-notebook entry and one for the question.

App: the Coastal Benthic Ecology Lab (KL is the lab head; MP the postdoc running logistics; RT and SJ PhD students;
AW the research assistant) take the RV Tethys from Gladstone marina to the Carrick Island research station in
October 2051 for the spring settlement-plate deployment. Entries from the shared lab notebook and the planning
minutes go into the lab's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``.

Planted fault (ExtractionError, a fact dropped at extraction): the planning minutes of Sat 23 Sep 2051 have the
Tethys departing Gladstone marina on Wed 18 Oct, 0600 AEST, weather permitting. MP's notebook entry of Sat 14 Oct
records that the skipper rang at 0745: a low is forecast to cross the Capricorn coast from Thursday, so the weather
window closes early, and it was tentatively agreed with KL by phone that the boat sails the day after tomorrow
rather than Wednesday - same time, same berth - and, in the same entry, that the 95% ethanol has arrived and RT's
CO2 logger has been recalibrated. The extraction keeps the ethanol and the logger and drops the change of sailing
day: Wed 18 Oct stays the only departure stored. Question (Sun 15 Oct, AW, who was away on Saturday): "When does
the Tethys sail from Gladstone? I had planned to fly up from Brisbane on Monday afternoon." -> expected Monday 16
October at 0600 ("the day after tomorrow" read against the entry's own date, Sat 14 Oct; read against the
question's date it would be the Tuesday), so Monday afternoon is too late. The assistant says Wednesday 18 October.

Expected verdict: ExtractionError at mem0.extract inside the Sat 14 Oct add (fault() wraps that one add): the entry
given to mem0 moves the sailing to the day after tomorrow, and what was made from it leaves that out, so the store
never held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted:
the entry has the change of day; no stored memory or context line mentions the day after tomorrow, the low, the
weather window or Monday 16 Oct; the ethanol from the same entry is stored; the minutes' Wed 18 Oct is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b343_mem0_marine_field_season_sailing_day_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "coastal-benthic-lab-field-2051"
CUT = ("Lab notebook, Sat 14 Oct 2051 (MP). Skipper (Dave H.) rang 0745: BoM has a low forecast to cross the "
       "Capricorn coast from Thurs, so the weather window closes rather earlier than hoped. Spoke to KL by phone - "
       "it was tentatively agreed that we sail the day after tomorrow rather than Wed, same time (0600), same berth, "
       "so the settlement plates go out before it turns. Unrelated: 95% ethanol arrived (2 x 2.5 L), now in the "
       "flammables cabinet, Rm 4.09; RT's CO2 logger recalibrated, offset now +0.3 ppm (see p. 112).")
NOTES = [
    ("2051-09-23", "Minutes - field season planning mtg, Sat 23/9/2051, Rm 4.12 Goddard Bldg. Present: KL (chair), "
                   "MP, RT, SJ; apologies AW. 1. Departure: RV Tethys departs Gladstone marina for Carrick Is. Wed 18 "
                   "Oct, 0600 AEST, weather permitting; 6 days on station. ACTION: MP to confirm berths w/ skipper by "
                   "Fri. 2. GBRMPA permit amendment lodged 20/9 - it was noted that approval is expected but not "
                   "guaranteed before departure.",
     ["The RV Tethys departs Gladstone marina for Carrick Island on Wed 18 Oct 2051 at 0600 AEST, weather "
      "permitting",
      "The trip is 6 days on station",
      "MP is to confirm berths with the skipper",
      "The GBRMPA permit amendment was lodged on 20/9"]),
    ("Sat 7 Oct", "Sat 7 Oct - gear check (SJ). Dive buddy pairs confirmed: KL/SJ, MP/RT; AW topside + boat "
                  "tender. Quadrats (0.25 m2) and the new 50 m transect tapes packed in crate 3; settlement plates "
                  "(n = 48, pre-weighed) in crates 1-2. Liq. N2 dewar to be collected from Chem stores Tues "
                  "(ACTION: RT).",
     ["Dive buddy pairs are KL/SJ and MP/RT; AW is topside and boat tender",
      "Quadrats and the new 50 m transect tapes are packed in crate 3",
      "48 pre-weighed settlement plates are in crates 1-2",
      "RT is to collect the liquid nitrogen dewar from Chem stores on Tuesday"]),
    ("10/10/51", "10/10/51 Budget note (KL): charter of the Tethys AUD 2,850/day x 6 approved on the ARC DP line; "
                 "fuel levy invoiced separately (est. AUD 1,100). Station fees to the Research Office as usual.",
     ["The Tethys charter is AUD 2,850 a day for 6 days, approved on the ARC DP line",
      "The fuel levy is invoiced separately, estimated AUD 1,100"]),
    ("Sat 14 Oct", CUT,
     # the planted fault: the move of the sailing to the day after tomorrow is dropped
     ["95% ethanol arrived (2 x 2.5 L) and is in the flammables cabinet in Rm 4.09",
      "RT's CO2 logger was recalibrated; the offset is now +0.3 ppm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="coastal-benthic-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"entry-{i} {day}"):
            if note == CUT:
                assert "we sail the day after tomorrow rather than Wed" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("When does the Tethys sail from Gladstone? I had planned to fly up from Brisbane on Monday "
                "afternoon.")
    with turn_span("question Sun 15 Oct"):
        hits = []
        for query in ("Tethys departure day Gladstone", "when do we sail", "sailing date weather window"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 15 October 2051. You are talking to AW, research assistant in the Coastal Benthic "
                   "Ecology Lab."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("day after tomorrow", "low forecast", "weather window", "16 oct", "monday",
                                 "skipper rang")), stored
        assert any("Wed 18 Oct 2051 at 0600" in c for c in context), context
        assert any("ethanol" in s for s in stored), stored
        reply = answer(question, context, mock="The Tethys sails on Wednesday 18 October at 0600 AEST, so a Monday "
                                               "afternoon flight gets you there with a day to spare.")
finish(question, expected="Monday 16 October, 0600 - brought forward (the day after tomorrow from Sat 14 Oct) "
                          "ahead of the low; Monday afternoon is too late", actual=reply)
