"""Batch 217 (held out). A church's nativity trail: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Swithin's, Clunbury run a nativity trail round the village on Sun 20th Dec 2048, 4-6 - families walk from
station to station (the angel and Mary, the census, the inn, the stable, the shepherds...) with a torch and a trail
map, children in costume, and hot chocolate back at the church. Helen (the churchwarden) chats with the parish
helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the trail - 8 stations round the village (the angel
and Mary at the lychgate, the road to Bethlehem down Church Lane, the census at the post office, the inn at the
Crown, the stable in Pryce's barn, the shepherds on the green, the angels at the old school, the kings by the war
memorial). Turn 2 is the costumes. In turn 3, about the hot chocolate, Helen adds in passing that Gwen says the Crown
are having their kitchen done all December, and the old school's been sold, so the inn goes in with the stable at
Pryce's and the angels go on the green with the shepherds - 6 stations now. Turn 4 is the lanterns, turn 5 the
October flyer for the helper to tidy (it still says 8 stations), turn 6 the stewards. By turn 7 the trim drops turns
1 to 3; turns 4 to 6 stay. Question (turn 7, Tue 1/12): "how many stations have we got? doing the kids' trail maps,
one box to stamp per station" -> expected 6. The assistant says 8, from the flyer.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that brought
the trail down to 6 stations was in the history and in every window from turn 3 to turn 6, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every earlier window from turn 3 and missing from turn 7's (nothing
on 6 stations, the Crown's kitchen, the old school being sold or Gwen); the lanterns, the flyer and the stewards
turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b217_langchain_nativity_stations_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many stations have we got? doing the kids' trail maps, one box to stamp per station"
TURNS = [
    ("nativity trail ⭐ sun 20th dec 4-6, starts + ends at church. 8 stations - angel + Mary at the lychgate, road to "
     "bethlehem down church lane, census at the PO, inn at the Crown, stable in Pryce's barn, shepherds on the "
     "green, angels at the old school, kings by the war memorial. can u help me keep track of it all",
     "Of course - nativity trail Sun 20 Dec, 4-6, from the church: the lychgate, Church Lane, the post office, the "
     "Crown, Pryce's barn, the green, the old school and the war memorial."),
    ("costumes - shepherds tea towels + dressing gowns (obvs), angels tinsel halos, Mrs Bevan's got the kings' "
     "crowns from the school play. need a donkey costume for Dewi",
     "Costumes: shepherds in tea towels and dressing gowns, tinsel halos for the angels, Mrs Bevan has the kings' "
     "crowns; a donkey costume still needed for Dewi."),
    ("hot choc - Co-op giving us 3 big tins + squirty cream, Jan's doing marshmallows. oh Gwen says the Crown are "
     "having their kitchen done all dec so no inn there, + the old school's been sold 🙄 so inn's going in w/ the "
     "stable at Pryce's + the angels on the green w/ the shepherds - 6 stations now",
     "Hot chocolate: 3 tins and squirty cream from the Co-op, marshmallows from Jan. Noted - 6 stations now (the inn "
     "with the stable at Pryce's, the angels with the shepherds on the green)."),
    ("lanterns - jam jars + tealights along church lane, Tom's doing the big star on the barn w/ fairy lights. "
     "families bring a torch",
     "Lanterns: jam jars with tealights down Church Lane, Tom's lit star on the barn; families to bring a torch."),
    ("can u tidy this, it's the flyer from oct - 'NATIVITY TRAIL Sun 20th Dec 4-6pm. follow the star round 8 stations "
     "in the village! come in costume, bring a torch, hot chocolate at the end. all welcome, free'",
     "'Nativity Trail - Sunday 20 December, 4-6pm. Follow the star round 8 stations in the village! Come in costume "
     "and bring a torch; hot chocolate at the end. All welcome - free.'"),
    ("stewards - need someone at the crossing by the PO, Huw's doing it in his hi-vis, + 2 at the back to sweep up "
     "stragglers. rev ann doing a blessing at the end",
     "Stewards: Huw at the crossing by the post office, two more at the back; Rev Ann's blessing at the end."),
    (QUESTION,
     "8 stations - so 8 boxes on each trail map."),
]
WINDOW = 7
GONE = ("6 stations", "kitchen", "old school's been sold", "gwen", "in w/ the stable")


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
            assert any("jam jars + tealights" in str(m.content) for m in window), window
            assert any("follow the star round 8 stations" in str(m.content) for m in window), window
            assert any("Huw's doing it in his hi-vis" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("6 stations now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's chat - she's churchwarden at St Swithin's, Clunbury; today "
                                            "Tue 1 Dec 2048)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6 - the inn's in with the stable at Pryce's and the angels are on the green with the "
                          "shepherds (the Crown's kitchen is being done, the old school's sold)", actual=reply)
