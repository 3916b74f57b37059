"""Batch 379 (held out). A church crawfish boil: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: St. Fiacre Catholic Church in Bayou Noirette holds its spring crawfish boil on Sat. April 11, 2026 on the
church grounds - all you can eat, a band, a cakewalk, the kids' jump house. Miss Vonda Landry (who chairs the boil
committee) chats with the parish helper while she sorts it; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the boil - 11 am till they're gone, $30 a head, a
beer tent like last year. Turn 2 is the tickets. In turn 3 Miss Vonda says scrub the beer - Father Ray says the
parish council voted it down and the permit from the sheriff's office didn't come through in time anyhow - so it's
cokes, root beer and sweet tea only, no beer this year. Turns 4 to 8 are the propane, the print shop's flyer proof
(still "Cold Beer, Cokes & Sweet Tea", she's having it redone), the parking, the seasoning and the cleanup. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu. 4/9/26): "we selling beer at the boil
Saturday? Tee-Jean wants to know does he need to haul the beer trailer with the ice chests" -> expected no, no beer
this year (the permit didn't come through and the parish council said no). The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that took
the beer off was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
permit, the parish council or "no beer"); the flyer proof, the parking and the cleanup are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b379_langchain_crawfish_boil_beer_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("we selling beer at the boil Saturday? Tee-Jean wants to know does he need to haul the beer trailer with "
            "the ice chests")
TURNS = [
    ("CRAWFISH BOIL 🦞 Sat. April 11 on the church grounds, 11 am till they're gone. $30 a head all you can eat, "
     "$12 kids. beer tent like last year, $4 a can. can you help me keep up with all this, I'm fixin' to lose my mind",
     "Sure thing - crawfish boil Sat. April 11 on the church grounds, 11 am till they're gone, $30 a head and $12 "
     "kids, with a beer tent like last year at $4 a can."),
    ("tickets - presale after all the Masses the next 2 weekends, the Breaux girls at the table, cash or check",
     "Presale after every Mass the next two weekends, the Breaux girls at the table, cash or check."),
    ("ok scrub the beer y'all 😩 Father Ray says the parish council voted it down, and the permit from the sheriff's "
     "office didn't come through in time anyhow. so it's cokes, root beer + sweet tea ONLY, no beer this year",
     "Got it - no beer this year: the parish council said no and the permit didn't come through. Drinks are cokes, "
     "root beer and sweet tea only."),
    ("propane - Nonc Alcide needs 6 full 100 lb tanks for the 3 rigs, T-Roy's swapping them Fri. evening",
     "Six full 100 lb propane tanks for Nonc Alcide's three rigs, swapped at T-Roy's Friday evening."),
    ("print shop sent the flyer proof 🙄 - 'St. Fiacre Spring Crawfish Boil - Sat. April 11 - All You Can Eat - "
     "Live Music - Cold Beer, Cokes & Sweet Tea - Cakewalk' - I'm having em redo it, can you check the rest",
     "The rest of the flyer reads fine - date, all you can eat, live music and the cakewalk are all right."),
    ("parking - the Knights are doing parking in the school lot + the grass by the rectory, $5 a car for the "
     "Knights' scholarship",
     "Parking in the school lot and the grass by the rectory, run by the Knights - $5 a car for their scholarship."),
    ("seasoning - 5 sacks of boil, 12 lb lemons, 40 lb onions, 2 cases garlic, corn + potatoes in the pot",
     "Seasoning: five sacks of boil, 12 lb lemons, 40 lb onions, two cases of garlic, with corn and potatoes in "
     "the pot."),
    ("cleanup - the youth group after 4 pm, hoses + the big trash cans from the school, shells go in the dumpster "
     "NOT the bayou",
     "Cleanup by the youth group after 4 pm with hoses and the school's big trash cans; shells in the dumpster, "
     "not the bayou."),
    (QUESTION,
     "Yes - cold beer, cokes and sweet tea, so tell Tee-Jean to bring the beer trailer with the ice chests."),
]
WINDOW = 11
GONE = ("permit", "parish council", "no beer", "scrub the beer")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Cold Beer, Cokes & Sweet Tea" in str(m.content) for m in window), window
            assert any("grass by the rectory" in str(m.content) for m in window), window
            assert any("shells go in the dumpster" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("no beer this year" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Miss Vonda's chat - she chairs St. Fiacre's crawfish boil committee; "
                                            "today Thu. April 9, 2026, the boil is Sat. April 11)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - no beer this year, the permit didn't come through and the parish council said no; "
                          "cokes, root beer and sweet tea only", actual=reply)
