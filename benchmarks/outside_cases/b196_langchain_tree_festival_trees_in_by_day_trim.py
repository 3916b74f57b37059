"""Batch 196 (held out). A parish's Christmas tree festival: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: St Laurence's (Church Stretton) Christmas tree festival opens Thu 3rd Dec 2043 and runs to the Sunday - 30-odd
trees round the nave dressed by local schools, groups and businesses, lights on, mulled wine, a vote for the best
tree. Ann (the parish's festival organiser) chats with the parish's helper while she sorts it; each turn the chat is
trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Ann says the trees have to be in and dressed by Tue
1st Dec, 4pm latest - the flower guild have the church all day Weds for the Advent wreaths and the altar, so no
dressing on the Weds like last yr; Rev Clare's happy to open up from 8.30 that Tues. Turn 2 is the lights (PAT
tested, Ray the churchwarden, 2 extension reels per aisle), turn 3 the entry form she drafted in October to tidy
("Trees to be delivered and dressed by Wednesday 2nd December, church open 9-5"), turn 4 the entrants (31 so far),
turn 5 the mulled wine and the vote. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Weds
25/11): "when have the entrants got to have their trees in by? doing the reminder email tonight" -> expected Tue 1st
Dec by 4pm (the flower guild have the church on the Weds). The assistant says Weds 2nd Dec, from the draft form.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
Tuesday deadline was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the flower guild, Tue 1st or 4pm);
the lights, draft form, entrants and mulled wine turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b196_langchain_tree_festival_trees_in_by_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when have the entrants got to have their trees in by? doing the reminder email tonight"
TURNS = [
    ("trees have to be in + dressed by tue 1st dec, 4pm latest 🎄 flower guild have the church all day weds for the "
     "advent wreaths + the altar so NO dressing on the weds like last yr. Rev Clare happy to open up from 8.30 that "
     "tues",
     "Trees in and dressed by Tue 1 Dec, 4pm at the latest - the flower guild have the church on the Weds. Church "
     "open from 8.30 that Tuesday."),
    ("lights - every set PAT tested, Ray (churchwarden) doing them sat 28th in the vestry 10-12. 2 extension reels "
     "per aisle, no daisy chaining!!",
     "Lights PAT tested by Ray on Sat 28 Nov, 10-12 in the vestry; 2 extension reels per aisle, no daisy-chaining."),
    ("can you tidy the entry form I did in oct - 'Trees to be delivered + dressed by Wednesday 2nd December, church "
     "open 9-5. Max height 6ft, bring your own stand'",
     "Tidied: 'Trees to be delivered and dressed by Wednesday 2nd December (church open 9-5). Maximum height 6ft; "
     "please bring your own stand.'"),
    ("entrants - 31 so far 😊 all 3 schools, the Brownies, the Co-op, the Plough, the surgery, Stretton Bowls, the "
     "Ramblers... Longmynd Runners maybe",
     "31 entrants so far, including the three schools, the Brownies, the Co-op, the Plough, the surgery, the bowls "
     "club and the Ramblers."),
    ("mulled wine + mince pies £3 on the door, Margaret's got the urn. vote for best tree in the box by the font, "
     "winner announced sun 6th after evensong",
     "Mulled wine and mince pies £3; voting box by the font, winner announced Sun 6 Dec after evensong."),
    (QUESTION,
     "By Wednesday 2nd December - the church is open 9-5 for delivering and dressing the trees."),
]
WINDOW = 10
GONE = ("flower guild", "tue 1st", "4pm", "advent wreaths")


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
            assert any("PAT tested" in str(m.content) for m in window), window
            assert any("dressed by Wednesday 2nd December" in str(m.content) for m in window), window
            assert any("31 so far" in str(m.content) for m in window), window
            assert any("mulled wine + mince pies" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("trees have to be in + dressed by tue 1st dec, 4pm latest" in str(m.content)
                       for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ann's chat - she organises St Laurence's Christmas tree festival, "
                                            "opening Thu 3 Dec; today Weds 25 Nov 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tue 1st Dec, by 4pm - the flower guild have the church all day Weds", actual=reply)
