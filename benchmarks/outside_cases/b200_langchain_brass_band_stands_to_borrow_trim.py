"""Batch 200 (held out). A brass band's bandstand season: LangChain InMemoryChatMessageHistory + trim_messages (last
12 messages), one root span per turn.

App: Minsterley Silver Band play the bandstand in the Quarry, Shrewsbury, four Sundays in summer 2044 (12th June,
26th June, 10th July, 24th July), 2-4.30 - marches, hymns, a bit of ABBA, collection buckets round the crowd. Carol
(the band's secretary) chats with the band's helper while she gets the first one sorted; each turn the chat is
trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Carol says the band has 18 stands in the bandroom but
5 are the old wobbly ones that blew over at Lyth Hill last year - Rob (the bandmaster) says they're scrap - so 13
proper ones; the Salvation Army will lend the rest. Turn 2 is the dates, turn 3 last year's kit list to update
("Stands: 18 (band's own), clips + pegs, ..."), turn 4 the players (26 out on the 12th, so 26 stands), turn 5 the
buckets, turn 6 the van. By turn 7 the trim drops turn 1; turns 2 to 6 stay. Question (turn 7, Thu 9/6): "how many
stands have we got to borrow off the Sally Army for sun?" -> expected 13 (26 needed, 13 of ours are any good). The
assistant says 8 (26 needed, 18 of our own), from the old kit list.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn saying only 13
of the band's stands are usable was in the history and in every earlier window, and this trim cut it from the window
the model saw. Asserted: turn 1 is in every earlier window and missing from turn 7's (nothing on the wobbly ones,
scrap, Lyth Hill or 13 proper ones); the dates, old kit list, players, buckets and van turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b200_langchain_brass_band_stands_to_borrow_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many stands have we got to borrow off the Sally Army for sun?"
TURNS = [
    ("stands 🙄 we've got 18 in the bandroom but 5 are the old wobbly ones that blew over at Lyth Hill last yr, Rob "
     "says they're scrap + he's not having them on the bandstand, so 13 proper ones. Sally Army'll lend us the rest, "
     "Major Hughes is fine with it",
     "Stands: 18 in the bandroom but 5 are scrap (the wobbly ones), so 13 usable; the Salvation Army will lend the "
     "rest."),
    ("dates for the Quarry - sun 12th june, 26/6, 10th july + 24.7, all 2-4.30, we're on the bandstand from 1.30pm "
     "to set up",
     "Quarry dates: Sun 12 June, 26 June, 10 July and 24 July, 2-4.30; on the bandstand from 1.30 to set up."),
    ("can you update last yr's kit list - 'Stands: 18 (band's own), clips + pegs, music folders, banner, collection "
     "buckets x2, gazebo' - we've got 3 buckets now",
     "Updated: 'Stands: 18 (band's own), clips + pegs, music folders, banner, collection buckets x3, gazebo.'"),
    ("players - 26 of us out on the 12th incl the 4 juniors + Dan depping on 2nd cornet from Pontesbury. so 26 stands "
     "needed, everyone's got their own part",
     "26 playing on the 12th (with the 4 juniors and Dan depping on 2nd cornet), so 26 stands needed."),
    ("buckets - Jean, Mike + young Ellie going round in the interval, counts to Alan (treasurer) on the day",
     "Collection: Jean, Mike and Ellie with the buckets in the interval; Alan counts it on the day."),
    ("van - Mike's driving the percussion van, loading at the bandroom 12.30ish, timps + the kit + the gazebo",
     "Mike's driving the percussion van, loading at the bandroom about 12.30 (timps, kit, gazebo)."),
    (QUESTION,
     "8 - you need 26 and the band has 18 of its own, so borrow 8 from the Salvation Army."),
]
WINDOW = 12
GONE = ("wobbly", "scrap", "lyth hill", "13 proper", "13 usable")


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
            assert any("sun 12th june, 26/6, 10th july" in str(m.content) for m in window), window
            assert any("'Stands: 18 (band's own)" in str(m.content) for m in window), window
            assert any("so 26 stands needed" in str(m.content) for m in window), window
            assert any("young Ellie going round" in str(m.content) for m in window), window
            assert any("percussion van" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so 13 proper ones" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat - she's secretary of Minsterley Silver Band, who play the "
                                            "Quarry bandstand in Shrewsbury four Sundays this summer; today Thu 9 "
                                            "June 2044, first one Sun 12 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="13 - 26 stands needed and only 13 of the band's 18 are any good (5 are scrap)",
       actual=reply)
