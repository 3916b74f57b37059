"""Batch 133 (held out). A cubs leader's camp chat: LlamaIndex Memory (sync put/get), one root span per turn.

App: Akela (Sam) runs 1st Ashcombe Cubs and chats with the helper in the run-up to summer camp at Bramble Farm (Fri
19 - Sun 21 June): the programme, parents staying over, food, the minibus. The chat is kept in LlamaIndex Memory and
read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the programme - sat am
pioneering + backwoods cooking, sat pm the hike up Castle Hill (about 3 miles, parents welcome), campfire 8ish;
then the parents staying over; then Tue 16th: rang Mr Rudd the farmer, he's got cows with young calves in the top
fields till july and he'd rather we didn't take 18 cubs through, so it'll be the river walk down to the weir, flat
and shorter, wellies not boots; then the food and the minibus. The model says the hike's on. Question (Thu 18/6,
Sam, answering a parent): "is the castle hill hike still on sat? Noor's mum asking if she needs to buy walking
boots" -> expected no - Mr Rudd's cows and calves are in the top fields; it's the river walk to the weir (wellies
will do). The assistant says yes.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the farmer's no
and the river walk are in the context the model was given, next to the older programme line, and it said the hike
was on. Asserted: the programme's Castle Hill line and the Tue 16th river walk line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b133_llamaindex_cubs_hike_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "is the castle hill hike still on sat? Noor's mum asking if she needs to buy walking boots"
TURNS = [
    ("camp programme - fri night games + hot choc, sat am pioneering + backwoods cooking, sat pm the hike up Castle "
     "Hill (3 miles ish, parents welcome), campfire 8ish, sun am scouts' own + strike camp",
     "Programme: Friday games and hot chocolate; Saturday morning pioneering and backwoods cooking, Saturday "
     "afternoon the Castle Hill hike (about 3 miles, parents welcome), campfire around 8; Sunday scouts' own and "
     "strike camp."),
    ("parents staying over: Rob, Anita, Des + Mel. Des is bringing his gazebo for the cooking area",
     "Four parents staying: Rob, Anita, Des and Mel; Des is bringing a gazebo for the cooking area."),
    ("Tue 16th - rang Mr Rudd, he's got cows with young calves in the top fields till july + he'd rather we didn't "
     "take 18 cubs through them. fair enough. so it'll be the river walk down to the weir, flat + shorter, wellies "
     "not boots",
     "Mr Rudd has cows with calves in the top fields until July, so the walk will be along the river to the weir - "
     "flat and shorter, wellies rather than boots."),
    ("food - Raksha's shop is thurs, sausages + beans fri, the backwoods chicken sat, 2 veggie + Josh no dairy",
     "Food: Raksha shops Thursday; sausages and beans Friday, backwoods chicken Saturday; two vegetarians and Josh "
     "dairy-free."),
    ("minibus passed its MOT, back thurs. leaving the hut 5.30 fri, parents collect 2pm sun at the farm",
     "Minibus passed its MOT and is back Thursday; leave the hut 5.30 Friday, parents collect 2pm Sunday at the "
     "farm."),
    (QUESTION,
     "Yes - Saturday afternoon, about 3 miles up Castle Hill, so proper walking boots would be a good idea."),
]

memory = Memory.from_defaults(session_id="ashcombe-cubs-akela", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 18 June 2037. You are talking to Sam (Akela) of 1st Ashcombe Cubs; camp is Fri "
                       "19 - Sun 21 June at Bramble Farm."] + lines[:-1]
            assert any("sat pm the hike up Castle Hill" in c for c in context), context
            assert any("river walk down to the weir" in c and "cows with young calves" in c for c in context), \
                context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="No - Mr Rudd's got cows with calves in the top fields, so it's the river walk to the weir "
                          "instead; wellies will do, no need for boots", actual=reply)
