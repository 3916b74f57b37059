"""Batch 344 (held out). A family reunion at a lake cabin: chromadb collection of the family's emails, script style
(every call its own trace); for a question about the boat the helper asks only the boat, lodging and travel emails,
and the email that moved the pontoon pick-up was filed under food.

App: the Kowalski family reunion is the week of Saturday the tenth of July 2027 at a rented cabin on Lake Vermilion,
Minnesota - four households, a bunk room for the cousins, a pontoon boat from the marina, a potluck, fireworks. Aunt
Linda files every email on the thread into one chroma collection with metadata ``topic`` (lodging, boat, travel,
food, activities, money); for a question about the boat the helper asks only the boat, lodging and travel emails
(``where={"topic": {"$in": ["boat", "lodging", "travel"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Uncle Ray's email of Sunday the sixth of June booked the
pontoon for the week, to be picked up Saturday the tenth when they get up there. Aunt Linda's email of Friday the
ninth of July, 07:40, is mostly the grocery plan and the potluck (so it was filed as food), and says in its last
paragraph that Gary at the marina called last night - the pontoon's motor is being repaired and it won't be ready
till the day after tomorrow, any time after ten. Question (Priya, Saturday the tenth of July, at the cabin): "which
day can we get the pontoon boat from the marina? the kids keep asking" -> expected Sunday the 11th (the day after
tomorrow, counted from Linda's Friday email), after 10am. The scoped query returns Ray's booking, the cabin and the
flights; the assistant says today, Saturday the 10th.

Why temporal: the record says "the day after tomorrow"; the day only follows from the email's own date (Friday 9
July), not from the question's.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Linda's Friday email is in
the collection and among the question's 5 nearest with no filter, but the topic filter kept it from the context the
model saw. Asserted: the email is in the unfiltered 5 nearest and not in the filtered result; no context line has
"day after tomorrow", the motor or Gary; Ray's "pick it up Saturday the tenth" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b344_chroma_lake_cabin_pontoon_which_day_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = """From: Linda Kowalski
Date: Fri, Jul 9, 2027 at 7:40 AM
Subject: Groceries, potluck, and a boat update

Good morning all!

Grocery plan for the first few days: Mike and I will do the big Costco run on the way up (burgers, brats, corn,
watermelon, the good coffee), and Priya's lot are bringing the breakfast stuff. Please don't all bring chips again,
last year we went home with nine bags. Potluck is Tuesday night on the deck - sign up for a dish on the sheet I'll
put on the fridge, and Grandpa has asked (very politely) for no kale salad.

And one boat thing, sorry: Gary at the marina called last night. The pontoon's motor is being repaired and it won't
be ready till the day after tomorrow - he said come by any time after ten that morning and he'll have it gassed up
for us. So no boat the day we arrive, I'm afraid; the kayaks are at the cabin though.

Drive safe, see you all up there!
Linda xo"""
EMAILS = [
    ("lodging", """From: Linda Kowalski
Date: Sun, Apr 18, 2027
Subject: The cabin is BOOKED

Hi everyone,

Done! The Loon Bay cabin on Lake Vermilion is ours from Saturday the tenth of July (check-in 4pm) to the following
Saturday (out by 10am). Five bedrooms plus the bunk room, which the cousins can fight over. There's a fire pit, two
kayaks, and a dock, and the owner says the wifi is "patchy", which I'm choosing to see as a feature.

Love, Linda"""),
    ("boat", """From: Ray Kowalski
Date: Sun, Jun 6, 2027
Subject: Re: The cabin is BOOKED

Hey all -

Booked the pontoon from Vermilion Marina for the whole week, $1,150 with the fuel deposit. We pick it up Saturday the
tenth when we get up there, they're open till 6. It seats 12 so we'll do two trips for the fireworks.

> On Sun, Apr 18, 2027, Linda wrote:
> There's a fire pit, two kayaks, and a dock

Ray"""),
    ("travel", """From: Priya Kowalski-Shah
Date: Tue, 15 Jun 2027
Subject: Flights!

Hi all,

We've booked our flights into Duluth, landing Saturday 10 July at 11.35 - could someone with a big car grab us? We're
four plus the car seat. Ash says he can drive the last leg if Uncle Ray's tired. Also, is there a washing machine at
the cabin, or shall I pack for the whole week?

Lots of love, Priya x"""),
    ("food", MOVED),
    ("activities", """From: Ray Kowalski
Date: Thu, Jul 1, 2027
Subject: Fishing + fireworks

Folks -

Fishing licenses are online, $25 for the week for non-residents, kids under 16 are free. Walleye opener's long gone
so we should do OK. Fireworks from the town dock on Wednesday night, we'll take the pontoon over.

Ray"""),
    ("money", """From: Mike Kowalski
Date: Mon, Jul 5, 2027
Subject: $$ for the cabin

Hey everyone, I've put the cabin and the pontoon on a spreadsheet - it comes to about $890 a household. Venmo me
whenever, no rush.

Mike"""),
]

client = chromadb.EphemeralClient()
emails = client.get_or_create_collection("kowalski-reunion-2027", embedding_function=offline.chroma_embedding_function())
for i, (topic, text) in enumerate(EMAILS, 1):
    emails.add(ids=[f"email-{i}"], documents=[text], metadatas=[{"topic": topic, "thread": "reunion-2027"}])

question = "which day can we get the pontoon boat from the marina? the kids keep asking"
wider = emails.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = emails.query(query_texts=[question], n_results=3, where={"topic": {"$in": ["boat", "lodging", "travel"]}})
hits = found["documents"][0]
context = ["Today is Saturday 10 July 2027. You are talking to Priya, at the Kowalski family reunion at the Loon Bay "
           "cabin on Lake Vermilion."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("day after tomorrow", "motor", "gary")), context
assert any("We pick it up Saturday the\ntenth when we get up there" in c for c in context), context
reply = answer(question, context, mock="Today - Saturday the 10th. Ray booked it to be picked up when you all get up "
                                       "there, and the marina's open till 6.")
finish(question, expected="Sunday the 11th, after 10am - the motor's being fixed; 'the day after tomorrow' in Linda's "
                          "Friday 9 July email", actual=reply)
