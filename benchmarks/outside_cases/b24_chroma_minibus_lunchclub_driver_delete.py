"""Batch 24 (held out). A community minibus scheme's office notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Ouse Valley Community Transport runs one 16-seat minibus with volunteer drivers. The office keeps its notes
(bookings, drivers, the vehicle) in a collection with metadata ``{"kind", "day"}`` (day as yyyymmdd, the day the
note is about or was written). At the start of each month a tidy-up deletes booking notes dated before the 1st, so
old trips stop turning up in answers. Eighteen notes, January-March 2026.

Planted fault (DeletionError): the lunch club's standing booking was written as a booking dated its first run, 7/1:
"Lunch club @ St Mark's - every Weds from 7/1, pick ups from 10.15 (Fernlea Ct 1st then the Glebe bungalows), back
by half 2. Geoff says he'll do it every wk, Ray as back up". The March tidy-up (``where kind == booking and day <
20260301``) deletes it with the one-off trips. Question (Tue 10/3): "Who's driving the lunch club run tomorrow?" ->
expected "Geoff (Ray is his back-up)". The assistant finds no booking and guesses Ray, who is free on Wednesday
mornings.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the standing booking is in
the query's results before the delete and neither stored nor in the context after; the drivers' availability note
and a later lunch-club note are in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b24_chroma_minibus_lunchclub_driver_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LUNCH = ("Lunch club @ St Mark's - every Weds from 7/1, pick ups from 10.15 (Fernlea Ct 1st then the Glebe "
         "bungalows), back by half 2. Geoff says he'll do it every wk, Ray as back up")
NOTES = [
    (20260105, "vehicle", "Bus back from the body shop, wing mirror replaced £142, insurance excess £100 grrr"),
    (20260107, "booking", LUNCH),
    (20260109, "driver", "Drivers free: Geoff Mon/Weds/Thurs, Ray Weds + Fri mornings only, Pete wkends, Anita any "
                         "weekday but not after 4 (school run)"),
    (20260114, "booking", "Brownies to the panto Sat 17/1, Corn Exchange, leave 12.30 back ~6. Pete driving, 14 "
                          "kids + 2 leaders"),
    (20260120, "booking", "Mrs Goodwin hospital Addenbrookes Thurs 22/1, 10.40 appt, wheelchair so use the lift. "
                          "Anita"),
    (20260126, "vehicle", "Fuel card PIN changed - ask the office, don't write it on the card (Ray!!)"),
    (20260203, "booking", "Over 60s to Wicken Fen Tues 10/2, 12 booked, picnic lunch. Anita driving, back by 3.30"),
    (20260211, "booking", "Lunch club - numbers up to 11 now, Mrs Tait from the Glebe joining, she needs the step"),
    (20260216, "driver", "Geoff's MiDAS refresher done 14/2, good till 2030"),
    (20260218, "booking", "Youth club bowling Fri 27/2 Ely, 6pm-9pm, Pete"),
    (20260223, "vehicle", "MOT due end of April - book in w Kwik Fit early, they get busy"),
    (20260226, "booking", "Church group to Walsingham Sat 14/3, 15 seats, leave 8am, Pete + Anita sharing the "
                          "driving"),
    (20260302, "booking", "Mrs Goodwin again - Addenbrookes Thurs 19/3 2.15pm, Anita can't (school run) so need a "
                          "driver"),
    (20260303, "driver", "New volunteer Sam (retired bus driver!) doing his induction Mon 16/3"),
    (20260304, "booking", "Lunch club had a lovely time, St Mark's did shepherd's pie, Mrs Tait wants a lift to "
                          "the hairdresser after next time - told her we can't stop on the way"),
    (20260305, "vehicle", "Rear step sticking in the cold, WD40 in the glovebox"),
    (20260306, "booking", "Over 60s spring trip - Anglesey Abbey Tues 7/4 or Weds 8/4 tbc"),
    (20260309, "driver", "Ray away Easter hols 30/3-10/4"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ovct-office", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "Who's driving the lunch club run tomorrow?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert LUNCH in before, before

# monthly tidy-up (Sun 1/3): booking notes from before this month go
with fault():
    notes.delete(where={"$and": [{"kind": "booking"}, {"day": {"$lt": 20260301}}]})

hits = notes.query(query_texts=[question], n_results=12)["documents"][0]
stored = notes.get()["documents"]
context = ["Today is Tue 10/3/26."] + hits
assert any("Ray Weds + Fri mornings only" in c for c in context), context
assert any("Lunch club had a lovely time" in c for c in context), context
assert not any("Geoff says he'll do it every wk" in c for c in context + stored), context
reply = answer(question, context, mock="There's no lunch club booking on file for tomorrow, but Ray's free on "
                                       "Wednesday mornings, so it'll likely be Ray.")
finish(question, expected="Geoff does it every week (Ray only if Geoff can't)", actual=reply)
